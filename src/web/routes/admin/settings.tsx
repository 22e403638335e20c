import { useState } from "react";
import type { SettingsAnswer } from "../../../contracts/admin-settings";
import { consoleCall, consoleLoad } from "../../console/api";
import { useFormError } from "../../console/form";
import { SettingsFields, settingsBody } from "../../console/settings-form";

export async function clientLoader() {
  return consoleLoad<SettingsAnswer>("/api/admin/settings");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** The owner's Settings: the seller, contact, delivery and COD, returns; the shop shows a change at once. */
export default function Settings({ loaderData }: { loaderData: SettingsAnswer }) {
  const form = useFormError();
  const [note, setNote] = useState("");

  async function onSubmit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const answer = await consoleCall<SettingsAnswer>("PUT", "/api/admin/settings", settingsBody(e.currentTarget));
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    setNote(answer.message ?? "Saved.");
  }

  return (
    <>
      <h1>Settings</h1>
      <p className="muted">
        What the shop says about itself and promises. A setting you never change here keeps the value the store was started with.
      </p>
      <form onSubmit={onSubmit} className="adm-form adm-form-wide" noValidate>
        <SettingsFields settings={loaderData.settings} error={form.error} />
        <p aria-live="polite" className="adm-ok">
          {note}
        </p>
        <div className="adm-actions">
          <button className="adm-btn" type="submit">
            Save settings
          </button>
        </div>
      </form>
    </>
  );
}
