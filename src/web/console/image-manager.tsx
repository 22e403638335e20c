import { useState } from "react";
import type { ProductDetail } from "../../contracts/admin-products";
import { colorName } from "../../domain/palette";
import { consoleCall } from "./api";

const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

/** Product photos: drop or choose several, reorder, describe, remove. */
export function ImageManager({ product, onSaved }: { product: ProductDetail; onSaved: (p: ProductDetail) => void }) {
  const [images, setImages] = useState(product.images);
  const [busy, setBusy] = useState("");
  const [notes, setNotes] = useState<{ ok: boolean; text: string }[]>([]);
  const [over, setOver] = useState(false);
  // The colour new photos show; each photo's colour can be changed below and saved.
  const [uploadColor, setUploadColor] = useState("");

  async function upload(files: FileList | File[]) {
    const list = [...files];
    const results: { ok: boolean; text: string }[] = [];
    let latest: ProductDetail | null = null;
    for (const [i, file] of list.entries()) {
      setBusy(`Uploading ${i + 1} of ${list.length}: ${file.name}…`);
      const query = uploadColor ? `?color=${encodeURIComponent(uploadColor)}` : "";
      const res = await fetch(`/api/admin/products/${product.id}/images${query}`, { method: "POST", credentials: "same-origin", body: file }).catch(
        () => null,
      );
      const answer = res
        ? await res.json().catch(() => ({ success: false, message: `The store answered ${res.status}.` }))
        : { success: false, message: "The store cannot be reached." };
      results.push({ ok: answer.success, text: `${file.name}: ${res?.status === 201 ? "added" : answer.message}` });
      if (answer.success) latest = answer.product;
    }
    setBusy("");
    setNotes(results);
    if (latest) {
      setImages(latest.images);
      onSaved(latest);
    }
  }

  function move(i: number, by: number) {
    const next = [...images];
    const [img] = next.splice(i, 1);
    next.splice(i + by, 0, img);
    setImages(next);
  }

  async function save() {
    const answer = await consoleCall<{ product: ProductDetail }>("PUT", `/api/admin/products/${product.id}/images`, { images });
    setNotes([{ ok: answer.success, text: answer.message ?? "" }]);
    if (answer.success) onSaved(answer.product);
  }

  return (
    <section aria-labelledby="images-title">
      <h2 id="images-title">Photos</h2>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone is for a mouse; the file picker inside it is the keyboard's way */}
      <div
        className={`adm-drop${over ? " adm-drop-over" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          upload(e.dataTransfer.files);
        }}
      >
        <p>Drop JPEG, PNG, WebP or AVIF photos here (up to 10 MB each), or</p>
        <ColorSelect label="Colour of new photos" colors={product.colors} value={uploadColor} onChange={setUploadColor} />
        <label className="adm-btn adm-btn-quiet">
          Choose photos
          <input className="sr-only" type="file" accept={ACCEPT} multiple onChange={(e) => e.target.files && upload(e.target.files)} />
        </label>
      </div>
      <p aria-live="polite">{busy}</p>
      <ul className="adm-notes" aria-live="polite">
        {notes.map((n) => (
          <li key={n.text} className={n.ok ? "adm-ok" : "adm-error"}>
            {n.text}
          </li>
        ))}
      </ul>
      <ol className="adm-images">
        {images.map((img, i) => (
          <li key={img.url}>
            <img src={img.url.replace(/-600\.jpg$/, "-150.jpg")} alt={img.alt} width={75} height={94} />
            <div className="adm-image-fields">
              <label>
                Alt text of photo {i + 1}
                <input
                  className="field"
                  value={img.alt}
                  onChange={(e) => setImages(images.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))}
                />
              </label>
              <ColorSelect
                label={`Colour of photo ${i + 1}`}
                colors={product.colors}
                value={img.color}
                onChange={(color) => setImages(images.map((x, j) => (j === i ? { ...x, color } : x)))}
              />
            </div>
            <div className="adm-actions">
              <button type="button" className="adm-btn adm-btn-quiet" disabled={i === 0} onClick={() => move(i, -1)}>
                Move photo {i + 1} up
              </button>
              <button type="button" className="adm-btn adm-btn-quiet" disabled={i === images.length - 1} onClick={() => move(i, 1)}>
                Move photo {i + 1} down
              </button>
              <button type="button" className="adm-btn adm-btn-quiet" onClick={() => setImages(images.filter((_, j) => j !== i))}>
                Remove photo {i + 1}
              </button>
            </div>
          </li>
        ))}
      </ol>
      {images.length > 0 || product.images.length > 0 ? (
        <button type="button" className="adm-btn" onClick={save}>
          Save photos
        </button>
      ) : null}
    </section>
  );
}

/** Which of the product's colours a photo shows; the first choice is the default colour (the shop's image list). */
function ColorSelect({ label, colors, value, onChange }: { label: string; colors: string[]; value: string; onChange(color: string): void }) {
  return (
    <label>
      {label}
      <select className="field" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">Default colour{colors[0] ? ` (${colorName(colors[0])})` : ""}</option>
        {colors.slice(1).map((c) => (
          <option key={c} value={c.toUpperCase()}>
            {colorName(c)} ({c})
          </option>
        ))}
      </select>
    </label>
  );
}
