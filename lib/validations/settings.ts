import { z } from "zod";

// /settings forms: one schema each, used by the form (zodResolver) and the route handler (one wording for both).
export const emailSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, "Please enter a valid email")
    .max(254, "Please enter a valid email")
    .email("Please enter a valid email"),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().max(200).optional(), // absent for Google-only accounts setting their first password
  newPassword: z
    .string()
    .min(6, "Password must be at least 6 characters")
    .max(200, "Password must be at most 200 characters"),
});

export const deleteAccountSchema = z.object({
  confirmUsername: z.string().min(1, "Type your username to confirm").max(100),
});
