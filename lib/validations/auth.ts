import { z } from "zod";

// One schema per form, shared by the browser (zodResolver) and the handlers (parseJson), with the product's messages.

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(100, "Username is too long"),
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const USERNAME_PATTERN = /^[A-Za-z0-9_.-]+$/;

export const registerSchema = z.object({
  username: z
    .string({ error: "Username must be at least 3 characters" })
    .trim()
    .min(3, "Username must be at least 3 characters")
    .max(30, "Username must be at most 30 characters")
    .regex(USERNAME_PATTERN, "Username may only contain letters, numbers, dots, dashes and underscores"),
  email: z
    .string({ error: "Please enter a valid email" })
    .trim()
    .max(254, "Please enter a valid email")
    .pipe(z.email("Please enter a valid email")),
  // Bounded above so nobody can make the server hash megabytes.
  password: z
    .string({ error: "Password must be at least 6 characters" })
    .min(6, "Password must be at least 6 characters")
    .max(128, "Password must be at most 128 characters"),
  acceptedTerms: z
    .boolean({ error: "You must accept the Terms of Service" })
    .refine((accepted) => accepted, "You must accept the Terms of Service"),
});
export type RegisterInput = z.input<typeof registerSchema>;
