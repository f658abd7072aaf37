// The product calls (spec 02 §3 "Product"; generic resource calls of docs/api-contract.md). Query keys live under
// the generic ['resource', 'products'] keys, so the list, the lookups and the form refresh together.
import type { ProductDetail } from '@suite/shared/products/product.schema';
import { api } from '../../platform/api';
import { resourceKeys } from '../settings/resource.api';

// The form shows field errors and the stale-save message itself (spec 01 §8 reactions stay for 401/409).
const silent = { silent: true } as const;

export const productsApi = {
  get: (id: number) => api.get<ProductDetail>(`products/${id}`),
  create: (body: Record<string, unknown>) => api.post<ProductDetail>('products', body, silent),
  update: (id: number, body: Record<string, unknown>) =>
    api.put<ProductDetail>(`products/${id}`, body, silent),
};

export const productKeys = {
  all: resourceKeys.all('products'),
  item: (id: number) => resourceKeys.item('products', id),
};
