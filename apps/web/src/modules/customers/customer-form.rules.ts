// Issue 11: what the customer form checks with zod (the shared customer schema as react-hook-form's resolver, the
// text limits of the shared definition, the custom-field rules), loaded on the form's first use (focus, submit)
// instead of with the record's first view: zod and the shared schemas are ~23 KiB brotli the first paint does not
// need.
import { zodResolver } from '@hookform/resolvers/zod';
import { customerCreateSchema } from '@suite/shared/customers/customer.schema';
import { customersResource } from '@suite/shared/customers/customers.resources';
import { textMaxLength } from '@suite/shared/resources/define-resource';

export const customerResolver = zodResolver(customerCreateSchema);
export const customerMaxLength = (field: string) => textMaxLength(customersResource, field);
export { customFieldIssues } from './custom-fields.check';
