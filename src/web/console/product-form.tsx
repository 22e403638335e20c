import type { ProductDetail } from "../../contracts/admin-products";
import { PRODUCT_FIELDS } from "../../domain/console-catalog";
import { allSizes, categoryNames, colourName, offeredColours, vocabulary } from "../../domain/vocabulary";
import { Field, type FormError, FormMessage } from "./form";

/** The form's own fields: every field the merchant edits but the status, which has buttons of its own. */
const FIELDS: string[] = PRODUCT_FIELDS.filter((f) => f !== "status");

/** The colours the form offers: the vocabulary's not retired, and any other code the product has (decision 221). */
function colourChoices(own: readonly string[]): { hex: string; name: string }[] {
  const offered = offeredColours().map((c) => ({ hex: c.hex, name: c.name }));
  const kept = own.map((h) => h.toUpperCase()).filter((h) => !offered.some((c) => c.hex === h));
  return [...offered, ...kept.map((hex) => ({ hex, name: colourName(hex) }))];
}

/**
 * Ticked colours in the product's own order, new ones after: the first colour is the default one
 * the shop leads with and pictures untagged photos in, so saving must not reorder them.
 */
export function colourOrder(ticked: string[], current: readonly string[] = []): string[] {
  const at = (hex: string) => {
    const i = current.findIndex((c) => c.toUpperCase() === hex.toUpperCase());
    return i < 0 ? current.length : i;
  };
  return ticked
    .map((hex, i) => ({ hex, i }))
    .sort((a, b) => at(a.hex) - at(b.hex) || a.i - b.i)
    .map((x) => x.hex);
}

/** The form's values as the products API takes them; `current` is the product as saved. */
export function productBody(form: HTMLFormElement, current?: { colors: readonly string[] } | null) {
  const data = new FormData(form);
  const text = (k: string) => String(data.get(k) ?? "");
  const num = (k: string) => (text(k).trim() === "" ? Number.NaN : Number(text(k)));
  return {
    name: text("name"),
    slug: text("slug"),
    sku: text("sku"),
    description: text("description"),
    category: text("category"),
    subCategory: text("subCategory"),
    price: num("price"),
    originalPrice: num("originalPrice"),
    sizes: data.getAll("sizes").map(String),
    colors: colourOrder(data.getAll("colors").map(String), current?.colors),
    bestseller: data.get("bestseller") === "on",
    returnable: data.get("returnable") === "on",
    hsn: text("hsn"),
    metaTitle: text("metaTitle"),
    metaDescription: text("metaDescription"),
    keywords: text("keywords"),
  };
}

function GroupError({ error, name }: { error: FormError | null; name: string }) {
  if (!error?.field || !(error.field === name || error.field.startsWith(`${name}.`))) return null;
  return (
    <small className="adm-error" role="alert" id={`${name}-err`}>
      {error.message}
    </small>
  );
}

/** Everything a product has, with the store's refusals beside their fields. */
export function ProductFields({ product, error }: { product: ProductDetail | null; error: FormError | null }) {
  const p = product;
  const invalid = (name: string) => Boolean(error?.field === name || error?.field?.startsWith(`${name}.`));
  return (
    <>
      <FormMessage error={error} fields={FIELDS} />
      <div className="adm-form-grid">
        <Field label="Name" name="name" error={error} defaultValue={p?.name} required />
        <Field label="Slug" name="slug" error={error} defaultValue={p?.slug} hint="Leave empty to make it from the name." />
        <Field label="SKU" name="sku" error={error} defaultValue={p?.sku} hint="Leave empty for a new one." />
        <Field label="Category" name="category" error={error} defaultValue={p?.category ?? categoryNames()[0]}>
          {categoryNames().map((c) => (
            <option key={c}>{c}</option>
          ))}
        </Field>
        <Field label="Audience" name="subCategory" error={error} defaultValue={p?.subCategory ?? "B"}>
          <option value="M">Men</option>
          <option value="F">Women</option>
          <option value="B">Men and women</option>
          <option value="K">Kids</option>
        </Field>
        <Field label="Price (₹)" name="price" type="number" step="0.01" min={0} inputMode="decimal" error={error} defaultValue={p?.price} required />
        <Field
          label="Original price (₹)"
          name="originalPrice"
          type="number"
          step="0.01"
          min={0}
          inputMode="decimal"
          error={error}
          defaultValue={p?.originalPrice}
          required
          hint="Shown struck through."
        />
      </div>
      <Field label="Description" name="description" error={error} defaultValue={p?.description} multiline />
      <fieldset className="adm-choices" aria-invalid={invalid("sizes") || undefined} aria-describedby={invalid("sizes") ? "sizes-err" : undefined}>
        <legend>Sizes</legend>
        {allSizes().map((s) => (
          <label key={s}>
            <input
              type="checkbox"
              name="sizes"
              value={s}
              defaultChecked={p ? p.sizes.includes(s) : (vocabulary().sizeSets[0]?.sizes ?? []).includes(s)}
            />{" "}
            {s}
          </label>
        ))}
        <GroupError error={error} name="sizes" />
      </fieldset>
      <fieldset className="adm-choices" aria-invalid={invalid("colors") || undefined} aria-describedby={invalid("colors") ? "colors-err" : undefined}>
        <legend>Colours</legend>
        {colourChoices(p?.colors ?? []).map((c) => (
          <label key={c.hex}>
            <input type="checkbox" name="colors" value={c.hex} defaultChecked={p?.colors.map((x) => x.toUpperCase()).includes(c.hex)} />{" "}
            <span className="adm-swatch" style={{ background: c.hex }} aria-hidden="true" /> {c.name} <small className="muted">{c.hex}</small>
          </label>
        ))}
        <GroupError error={error} name="colors" />
      </fieldset>
      <label className="adm-check">
        <input type="checkbox" name="bestseller" defaultChecked={p?.bestseller} /> Bestseller
      </label>
      <label className="adm-check">
        <input type="checkbox" name="returnable" defaultChecked={p?.returnable ?? true} aria-describedby="returnable-hint" /> Returnable
      </label>
      <small id="returnable-hint" className="muted">
        Untick for sale and customised items: shoppers may then return them only when damaged or wrong.
      </small>
      <Field
        label="HSN code"
        name="hsn"
        error={error}
        defaultValue={p?.hsn}
        inputMode="numeric"
        hint={`For GST invoices. Leave empty for the category's code (${vocabulary()
          .categories.map((c) => `${c.hsn} for ${c.name}`)
          .join(", ")}).${p ? ` Invoices now print ${p.invoiceHsn}.` : ""}`}
      />
      <div className="adm-form-grid">
        <Field label="SEO title" name="metaTitle" error={error} defaultValue={p?.metaTitle} />
        <Field label="SEO keywords" name="keywords" error={error} defaultValue={p?.keywords} />
      </div>
      <Field label="SEO description" name="metaDescription" error={error} defaultValue={p?.metaDescription} multiline />
    </>
  );
}
