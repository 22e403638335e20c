import * as z from "zod";
import { INDIAN_STATES } from "./indian-states";
import { indiaPinInvalid } from "./messages";

/** The delivery form's rules, run by the browser (messages on the field) and by the server. */
const required = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

/** Spec §3 delivery address; §5 names the required fields. */
export const AddressSchema = z.object({
  firstName: required("First name", 60),
  lastName: required("Last name", 60),
  email: z.string({ error: "Email is required." }).trim().toLowerCase().min(1, "Email is required.").pipe(z.email("Please enter a valid email.")),
  street: required("Street", 200),
  city: required("City", 80),
  state: z
    .string()
    .trim()
    .max(80)
    .refine((s) => s === "" || (INDIAN_STATES as readonly string[]).includes(s), "Please choose a state from the list.")
    .optional()
    .default(""),
  zipcode: z
    .string({ error: "PIN code is required." })
    .trim()
    .min(1, "PIN code is required.")
    .regex(/^\d{6}$/, "PIN code must be 6 digits.")
    // Six digits that no PIN code can be (India's start 1 to 9).
    .regex(/^[1-9]/, indiaPinInvalid),
  country: required("Country", 60),
  phone: z
    .string({ error: "Phone is required." })
    .trim()
    .min(1, "Phone is required.")
    .regex(/^[6-9]\d{9}$/, "Phone must be a 10-digit mobile number."),
});
