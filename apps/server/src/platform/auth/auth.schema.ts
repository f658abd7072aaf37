import { z } from 'zod';
import { maxCharactersMessage } from '@suite/shared/validation/messages';

// Request bodies of spec 01 §7 "Session and bootstrap". Lengths are capped so huge strings are a 400, not work.
export const loginSchema = z.object({
  username: z.string().trim().min(1, 'required').max(200, maxCharactersMessage(200)),
  password: z.string().min(1, 'required').max(200, maxCharactersMessage(200)),
});
export const switchTenantSchema = z.object({
  domain: z.string().trim().min(1, 'required').max(100, maxCharactersMessage(100)),
});
export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'required').max(200, maxCharactersMessage(200)),
});
export const useCookiesQuery = z.object({ use_cookies: z.string().max(10).optional() });
