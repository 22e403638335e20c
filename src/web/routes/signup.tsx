import { useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/signup";
import { TOAST_MS_ACCOUNT } from "../../domain/constants";
import { MESSAGES } from "../../domain/messages";
import { GoogleButton, LegalLinks } from "../components/account-parts";
import { pageMeta } from "../lib/seo";
import { postJson, useLogin } from "../lib/session";
import { useToast } from "../lib/toasts";

export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.config.publicUrl };
}

const GENDERS = [MESSAGES.genderMale, MESSAGES.genderFemale, MESSAGES.genderOther] as const;

export default function SignupPage() {
  const toast = useToast();
  const login = useLogin();
  const [gender, setGender] = useState<string>("");
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const mobile = String(form.get("mobilenumber") ?? "").trim();
    setBusy(true);
    const data = await postJson("/api/user/register", {
      name: form.get("name"),
      email: form.get("email"),
      ...(mobile ? { mobilenumber: mobile } : {}),
      password: form.get("password"),
      ...(gender ? { gender } : {}),
    });
    setBusy(false);
    if (data.success && typeof data.token === "string") return login(data.token);
    toast.show(data.message ?? "Sign up failed.", "error", TOAST_MS_ACCOUNT);
  }

  return (
    <section className="container auth">
      <h1 className="auth-title">Sign Up</h1>
      <form method="post" className="auth-form" onSubmit={onSubmit}>
        <label htmlFor="signup-name">Name</label>
        <input id="signup-name" name="name" autoComplete="name" required maxLength={80} />
        <label htmlFor="signup-mobile">Mobile number (optional)</label>
        <input id="signup-mobile" name="mobilenumber" type="tel" inputMode="numeric" pattern="[0-9]{10,15}" autoComplete="tel" maxLength={15} />
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <fieldset className="gender-choice">
          <legend>Gender (optional)</legend>
          {GENDERS.map((g) => (
            <button key={g} type="button" className={`chip${gender === g ? " chip-on" : ""}`} aria-pressed={gender === g} onClick={() => setGender(gender === g ? "" : g)}>
              {g}
            </button>
          ))}
        </fieldset>
        <label htmlFor="signup-password">Password</label>
        <input
          id="signup-password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          aria-describedby="signup-password-hint"
        />
        <p id="signup-password-hint" className="form-note">
          8 to 128 characters. Very common passwords are refused.
        </p>
        <button type="submit" className="btn" disabled={busy}>
          Sign Up
        </button>
        <p className="auth-row">
          Already have an account? <Link to="/login">Login Here</Link>
        </p>
      </form>
      <p className="auth-or">or</p>
      <GoogleButton />
      <LegalLinks />
    </section>
  );
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta({ path: "/signup", publicUrl: data?.publicUrl ?? "" });
