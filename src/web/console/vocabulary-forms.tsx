import { useState } from "react";
import type { VocabularyAnswer } from "../../contracts/admin-vocabulary";
import { GST_RATES } from "../../contracts/admin-vocabulary";
import { consoleCall } from "./api";
import { Field, FormMessage, useFormError } from "./form";

/**
 * One form's send: the store's refusal on its field (what was typed stays), or the page read afresh. A form that
 * adds something is emptied after it is added; one that edits (`keep`) goes on showing what was saved.
 */
function useSend(done: () => void, keep = false) {
  const form = useFormError();
  const [note, setNote] = useState("");
  async function send(e: React.FormEvent<HTMLFormElement> | null, method: string, path: string, body?: unknown) {
    const el = e?.currentTarget ?? null;
    e?.preventDefault();
    const answer = await consoleCall(method, path, body);
    if (!answer.success) {
      setNote("");
      return form.fromAnswer(answer);
    }
    form.clear();
    setNote(answer.message ?? "Saved.");
    if (!keep) el?.reset();
    done();
  }
  return { error: form.error, note, send };
}

const text = (e: React.FormEvent<HTMLFormElement>, name: string) => String(new FormData(e.currentTarget).get(name) ?? "").trim();
const list = (value: string) =>
  value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function Note({ note }: { note: string }) {
  return (
    <p aria-live="polite" className="adm-ok">
      {note}
    </p>
  );
}

export function Colours({ colours, done }: { colours: VocabularyAnswer["colours"]; done: () => void }) {
  const { error, note, send } = useSend(done);
  return (
    <fieldset className="adm-group">
      <legend>Colours</legend>
      <p className="muted">A colour a product has cannot be deleted: retire it, and new products are not offered it.</p>
      <ul className="adm-vocab">
        {colours.map((c) => (
          <li key={c.id}>
            <span className="adm-swatch" style={{ background: c.hex }} aria-hidden="true" /> <strong>{c.name}</strong>{" "}
            <small className="muted">{c.hex}</small>{" "}
            <small className="muted">
              {c.products} product{c.products === 1 ? "" : "s"}
              {c.retired ? ", retired" : ""}
            </small>{" "}
            <button
              type="button"
              className="adm-btn adm-btn-quiet"
              onClick={() => send(null, "PUT", `/api/admin/catalog/colours/${c.id}`, { retired: !c.retired })}
            >
              {c.retired ? `Offer ${c.name} again` : `Retire ${c.name}`}
            </button>{" "}
            {c.products === 0 && (
              <button type="button" className="adm-btn adm-btn-quiet" onClick={() => send(null, "DELETE", `/api/admin/catalog/colours/${c.id}`)}>
                Delete {c.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      <form
        className="adm-form"
        noValidate
        onSubmit={(e) => send(e, "POST", "/api/admin/catalog/colours", { name: text(e, "name"), hex: text(e, "hex") })}
        aria-label="Add a colour"
      >
        <FormMessage error={error} fields={["name", "hex"]} />
        <div className="adm-form-grid">
          <Field label="Colour name" name="name" error={error} required />
          <Field label="Hex code" name="hex" error={error} required hint="# and six hex digits, like #F4C430." />
        </div>
        <Note note={note} />
        <button className="adm-btn" type="submit">
          Add colour
        </button>
      </form>
    </fieldset>
  );
}

function SizeSetForm({ set, done }: { set: VocabularyAnswer["sizeSets"][number]; done: () => void }) {
  const { error, note, send } = useSend(done, true);
  return (
    <form
      className="adm-form"
      noValidate
      aria-label={`Size set ${set.name}`}
      onSubmit={(e) => send(e, "PUT", `/api/admin/catalog/size-sets/${set.id}`, { sizes: list(text(e, "sizes")) })}
    >
      <FormMessage error={error} fields={["sizes"]} />
      <Field
        label={`${set.name}: sizes in order`}
        name="sizes"
        error={error}
        defaultValue={set.sizes.map((s) => s.size).join(", ")}
        hint={`Separated by commas. In use: ${set.sizes.map((s) => `${s.size} (${s.products})`).join(", ")}.`}
      />
      <Note note={note} />
      <button className="adm-btn" type="submit">
        Save {set.name}
      </button>
    </form>
  );
}

export function SizeSets({ sizeSets, done }: { sizeSets: VocabularyAnswer["sizeSets"]; done: () => void }) {
  const { error, note, send } = useSend(done);
  return (
    <fieldset className="adm-group">
      <legend>Size sets</legend>
      <p className="muted">A size a product is made in cannot be removed from its set.</p>
      {sizeSets.map((s) => (
        <SizeSetForm key={s.id} set={s} done={done} />
      ))}
      <form
        className="adm-form"
        noValidate
        aria-label="Add a size set"
        onSubmit={(e) => send(e, "POST", "/api/admin/catalog/size-sets", { name: text(e, "name"), sizes: list(text(e, "sizes")) })}
      >
        <FormMessage error={error} fields={["name", "sizes"]} />
        <div className="adm-form-grid">
          <Field label="Size set name" name="name" error={error} />
          <Field label="Sizes" name="sizes" error={error} hint="In order, separated by commas: 28, 30, 32." />
        </div>
        <Note note={note} />
        <button className="adm-btn" type="submit">
          Add size set
        </button>
      </form>
    </fieldset>
  );
}

export function Categories({ categories, done }: { categories: VocabularyAnswer["categories"]; done: () => void }) {
  const { error, note, send } = useSend(done);
  const slugs = categories.map((c) => c.slug);
  const moved = (i: number, by: number) => {
    const next = [...slugs];
    [next[i], next[i + by]] = [next[i + by], next[i]];
    return next;
  };
  return (
    <fieldset className="adm-group">
      <legend>Categories</legend>
      <p className="muted">In the order of the menus and filters.</p>
      <ol className="adm-vocab">
        {categories.map((c, i) => (
          <li key={c.id}>
            <strong>{c.name}</strong>{" "}
            <small className="muted">
              /{c.slug} · HSN {c.hsn} · {c.gstRate === null ? "GST by the garment slabs" : `GST ${c.gstRate} %`} · {c.products} products
            </small>{" "}
            {i > 0 && (
              <button
                type="button"
                className="adm-btn adm-btn-quiet"
                onClick={() => send(null, "PUT", "/api/admin/catalog/categories/order", { slugs: moved(i, -1) })}
              >
                Move {c.name} up
              </button>
            )}
          </li>
        ))}
      </ol>
      <form
        className="adm-form"
        noValidate
        aria-label="Add a category"
        onSubmit={(e) => {
          const rate = text(e, "gstRate");
          return send(e, "POST", "/api/admin/catalog/categories", {
            name: text(e, "name"),
            slug: text(e, "slug"),
            hsn: text(e, "hsn"),
            gstRate: rate === "" ? null : Number(rate),
          });
        }}
      >
        <FormMessage error={error} fields={["name", "slug", "hsn", "gstRate"]} />
        <div className="adm-form-grid">
          <Field label="Category name" name="name" error={error} />
          <Field label="Slug" name="slug" error={error} hint="Leave empty to make it from the name." />
          <Field label="HSN code" name="hsn" error={error} inputMode="numeric" hint="4, 6 or 8 digits, for GST invoices." />
          <Field label="GST rate" name="gstRate" error={error} defaultValue="">
            <option value="">Garment slabs (5 % up to ₹2,500 a piece, 18 % above)</option>
            {GST_RATES.map((r) => (
              <option key={r} value={r}>
                {r} %
              </option>
            ))}
          </Field>
        </div>
        <Note note={note} />
        <button className="adm-btn" type="submit">
          Add category
        </button>
      </form>
    </fieldset>
  );
}

/** Start fresh, for the owner: the demo's content removed, after the typed confirmation. */
export function StartFreshForm({ done }: { done: () => void }) {
  const { error, note, send } = useSend(done);
  return (
    <fieldset className="adm-group">
      <legend>Start fresh</legend>
      <p className="muted">
        Removes every demo product, review, offer slide, testimonial, shopper and order at once. Your colours, sizes, categories, settings and console
        accounts stay. Refused once the shop has a real order.
      </p>
      <form
        className="adm-form"
        noValidate
        aria-label="Start fresh"
        onSubmit={(e) => send(e, "POST", "/api/admin/demo/clear", { confirm: text(e, "confirm") })}
      >
        <FormMessage error={error} fields={["confirm"]} />
        <Field label="Type START FRESH to confirm" name="confirm" error={error} />
        <Note note={note} />
        <button className="adm-btn adm-btn-danger" type="submit">
          Start fresh
        </button>
      </form>
    </fieldset>
  );
}
