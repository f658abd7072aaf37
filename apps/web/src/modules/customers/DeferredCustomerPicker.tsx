// Issue 11: the record forms' customer pickers (the order's customer, a customer's suppliers) as deferred fields
// (settings/DeferredField.tsx): the chosen customer's name in a light stand-in, MUI's Autocomplete on first use.
import { useQuery } from '@tanstack/react-query';
import { lazyComponent } from '../../platform/lazy-component';
import { DeferredField } from '../settings/DeferredField';
import type { CustomerPickerProps } from './CustomerPicker';
import { chosenCustomerQuery } from './customers.api';

const CustomerPicker = lazyComponent(() => import('./CustomerPicker').then((m) => m.CustomerPicker));

/** CustomerPicker's props and behaviour; its code loads when the field is about to be used. */
export function DeferredCustomerPicker(props: CustomerPickerProps) {
  const { value, initialName } = props;
  // The same query as the picker's own (its cache entry is the picker's answer too).
  const chosen = useQuery(chosenCustomerQuery(value, initialName));
  const text = value === null ? '' : (initialName ?? chosen.data?.name ?? '');
  return (
    <DeferredField
      label={props.label}
      text={text}
      required={props.required}
      disabled={props.disabled}
      error={props.error}
      helperText={props.helperText}
      size={props.size}
      placeholder={props.placeholder}
      preload={CustomerPicker.preload}
      heavy={(autoFocus) => <CustomerPicker {...props} autoFocus={autoFocus} />}
    />
  );
}
