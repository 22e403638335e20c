import { useState } from "react";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/signup";
import * as MESSAGES from "../../domain/messages";
import { GoogleButton, LegalLinks, SignInReason } from "../components/account-parts";
import { loaderMeta } from "../lib/loader-meta";
import { pageMeta } from "../lib/seo";
import { type ApiClient, api, serverApi } from "../lib/api";
import { readSignInParams, signInPath } from "../lib/return-to";
import { formText, outcomeOf, type SignInOutcome, useSignInOutcome } from "../lib/sign-in";
import auth from "./auth.module.css";
import ui from "../components/ui.module.css";
import s from "./signup.module.css";
import { BusyButton } from "../components/busy-button";
import { CONSENT_WORDING } from "../../domain/privacy";

export function loader({ context }: Route.LoaderArgs) {
  return { meta: pageMeta({ path: "/signup", publicUrl: context.config.publicUrl }) };
}

const GENDERS = [MESSAGES.genderMale, MESSAGES.genderFemale, MESSAGES.genderOther] as const;

async function signUp(call: ApiClient, form: FormData): Promise<SignInOutcome> {
  const mobile = formText(form, "mobilenumber").trim();
  const gender = formText(form, "gender");
  const res = await call("POST /api/user/register", {
    body: {
      name: formText(form, "name"),
      email: formText(form, "email"),
      ...(mobile ? { mobilenumber: mobile } : {}),
      password: formText(form, "password"),
      ...(gender === "Male" || gender === "Female" || gender === "Other" ? { gender } : {}),
      ...(form.get("marketing") === "yes" ? { marketing: true } : {}),
    },
  });
  return outcomeOf(res);
}

/** A submit before the page's scripts ran: the server signs up; the token is stored once they run. */
export async function action({ request, context }: Route.ActionArgs) {
  return signUp(serverApi(context), await request.formData());
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  return signUp(api, await request.formData());
}

export default function SignupPage({ actionData }: Route.ComponentProps) {
  const [gender, setGender] = useState<string>("");
  const busy = useNavigation().state === "submitting";
  const [search] = useSearchParams();
  const { reason, returnTo } = readSignInParams(search);
  useSignInOutcome(actionData, "Sign up failed.", returnTo);

  return (
    <section className={`${ui.container} ${auth.auth}`}>
      <h1 className={auth.authTitle}>Sign Up</h1>
      <SignInReason reason={reason} />
      <Form method="post" className={auth.authForm}>
        <label htmlFor="signup-name">Name</label>
        <input id="signup-name" name="name" autoComplete="name" required maxLength={80} />
        <label htmlFor="signup-mobile">Mobile number (optional)</label>
        <input id="signup-mobile" name="mobilenumber" type="tel" inputMode="numeric" pattern="[0-9]{10,15}" autoComplete="tel" maxLength={15} />
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" name="email" type="email" autoComplete="email" required maxLength={254} />
        <input type="hidden" name="gender" value={gender} />
        <fieldset className={s.genderChoice}>
          <legend>Gender (optional)</legend>
          {GENDERS.map((g) => (
            <button
              key={g}
              type="button"
              className={gender === g ? `${s.chip} ${s.chipOn}` : s.chip}
              aria-pressed={gender === g}
              onClick={() => setGender(gender === g ? "" : g)}
            >
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
        <p id="signup-password-hint" className={auth.formNote}>
          8 to 128 characters. Very common passwords are refused.
        </p>
        <label className={s.consent}>
          <input type="checkbox" name="marketing" value="yes" /> {CONSENT_WORDING.marketing}
        </label>
        <BusyButton type="submit" className={`${auth.btn} ${ui.btn}`} busy={busy}>
          Sign Up
        </BusyButton>
        <p className={auth.authRow}>
          Already have an account? <Link to={signInPath(reason, returnTo)}>Login Here</Link>
        </p>
      </Form>
      <GoogleButton returnTo={returnTo} />
      <LegalLinks />
    </section>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
