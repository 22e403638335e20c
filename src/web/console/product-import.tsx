import { useId, useState } from "react";
import type { ImportAnswer, ImportProblem, ImportRefusal } from "../../contracts/admin-products";
import { CONSOLE_MESSAGES as M } from "../../domain/console-messages";
import { consoleCall } from "./api";
import { TableWrap } from "./table-wrap";

const ACTION_LABEL = { create: "New", update: "Changed", unchanged: "Unchanged" } as const;

/** Import a product CSV: the store checks the whole file and shows what it would do; nothing changes until the merchant applies it. */
export function ProductImport({ onApplied }: { onApplied: () => void }) {
  const fileId = useId();
  const [csv, setCsv] = useState<string | null>(null);
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState("");
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  async function send(text: string, apply: boolean) {
    setBusy(true);
    const answer = await consoleCall<ImportAnswer | ImportRefusal>("POST", "/api/admin/products/import", { csv: text, apply });
    setBusy(false);
    if (!answer.success) {
      setResult(null);
      setNote("");
      setProblems((answer as ImportRefusal).problems ?? []);
      return setError(answer.message ?? "The file could not be read.");
    }
    setError("");
    setProblems([]);
    setNote(answer.message);
    setResult(apply ? null : answer);
    if (answer.applied) {
      setCsv(null);
      onApplied();
    }
  }

  async function check(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) {
      setProblems([]);
      return setError("Please choose a CSV file.");
    }
    const text = await file.text();
    setCsv(text);
    await send(text, false);
  }

  const pending = result ? result.created + result.changed : 0;
  return (
    <section aria-labelledby={`${fileId}-title`} className="adm-card">
      <h2 id={`${fileId}-title`}>Import products from CSV</h2>
      <p>
        Use a file downloaded here (one row a product; sizes, colours and stock cells separated by semicolons, stock as SIZE/#COLOUR=COUNT). A row
        with an id or a known SKU changes that product; a row without one is a new product. You see what changes before anything does.
      </p>
      <form className="adm-filters" onSubmit={check} noValidate>
        <label htmlFor={fileId}>
          CSV file
          <input
            id={fileId}
            className="field"
            type="file"
            name="file"
            accept=".csv,text/csv"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fileId}-err` : undefined}
          />
        </label>
        <button className="adm-btn adm-btn-quiet" type="submit" disabled={busy}>
          Check the file
        </button>
      </form>
      {error && (
        <p className="adm-error" role="alert" id={`${fileId}-err`}>
          {error}
        </p>
      )}
      {problems.length > 1 && (
        <ul className="adm-error adm-problems" aria-label="Lines to fix">
          {problems.map((p) => (
            <li key={p.message}>{p.message}</li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="adm-ok">
        {note}
      </p>
      {result && pending > 0 && (
        <>
          <TableWrap label="What the import changes">
            <table className="adm-table">
              <caption className="sr-only">What the import changes</caption>
              <thead>
                <tr>
                  <th scope="col">Line</th>
                  <th scope="col">Product</th>
                  <th scope="col">Change</th>
                </tr>
              </thead>
              <tbody>
                {result.rows.map((r) => (
                  <tr key={r.line}>
                    <td>{r.line}</td>
                    <td>
                      {r.name}{" "}
                      <span className={`adm-badge${r.action === "create" ? " adm-badge-ok" : " adm-badge-warn"}`}>{ACTION_LABEL[r.action]}</span>
                    </td>
                    <td>
                      <ul className="adm-changes">
                        {r.changes.map((c) => (
                          <li key={c.field}>
                            <strong>{c.field}</strong>: {r.action === "create" ? c.after : `${c.before || "—"} → ${c.after || "—"}`}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {result.more > 0 && <p>{M.csvMoreLines(result.rows.length, result.more)}</p>}
          <div className="adm-actions">
            <button className="adm-btn" type="button" disabled={busy || csv === null} onClick={() => csv !== null && send(csv, true)}>
              Apply: {result.created} new, {result.changed} changed
            </button>
          </div>
        </>
      )}
    </section>
  );
}
