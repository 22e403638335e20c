import { useRevalidator } from "react-router";
import type { VocabularyAnswer } from "../../../contracts/admin-vocabulary";
import { consoleLoad } from "../../console/api";
import { Categories, Colours, SizeSets, StartFreshForm } from "../../console/vocabulary-forms";
import { useAdmin } from "./signed-in";

export async function clientLoader() {
  return consoleLoad<VocabularyAnswer>("/api/admin/catalog");
}

export function HydrateFallback() {
  return <p className="adm-loading">Loading…</p>;
}

/** Catalog settings: the colours, size sets and categories products are made of (decision 221), and Start fresh for the owner. */
export default function CatalogSettings({ loaderData }: { loaderData: VocabularyAnswer }) {
  const { revalidate } = useRevalidator();
  const admin = useAdmin();
  const done = () => void revalidate();
  return (
    <>
      <h1>Catalog settings</h1>
      <p className="muted">What your products are made of. The shop's filters, menus and product pages show a change at once.</p>
      <Colours colours={loaderData.colours} done={done} />
      <SizeSets sizeSets={loaderData.sizeSets} done={done} />
      <Categories categories={loaderData.categories} done={done} />
      {admin.role === "owner" && <StartFreshForm done={done} />}
    </>
  );
}
