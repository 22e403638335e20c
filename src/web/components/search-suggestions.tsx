import { type RefObject, useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { SearchSuggestionsDto } from "../../contracts/catalog";
import { formatINR, rupeesToPaise } from "../../domain/money";
import { api } from "../lib/api";
import { imageSet } from "../lib/images";
import s from "./search-suggestions.module.css";

/** A pause this long in typing asks for suggestions. */
const SUGGEST_DELAY_MS = 150;
/** Fewer letters or digits than this say too little (as the server's SUGGEST_MIN_LETTERS). */
const MIN_LETTERS = 2;
const LIST_ID = "search-suggestions";
const THUMB_WIDTHS = [150] as const;

const optionId = (i: number) => `${LIST_ID}-${i}`;
const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, "").length;

type Option = { kind: "category"; name: string } | { kind: "product"; name: string; slug: string; price: number; image: string };

const optionsOf = (found: SearchSuggestionsDto): Option[] => [
  ...found.categories.map((c) => ({ kind: "category" as const, name: c.name })),
  ...found.products.map((p) => ({ kind: "product" as const, ...p })),
];

interface Props {
  input: RefObject<HTMLInputElement | null>;
  text: string;
}

/**
 * The search box's suggestions (decision 260), loaded the first time the box is used: a combobox
 * of the ARIA pattern on the box's own input. Arrows move through the categories and products,
 * Enter opens the one chosen (a category filters the results, a product opens its page), Escape
 * closes the list. The input keeps the focus throughout.
 */
export function SearchSuggestions({ input, text }: Props) {
  const [found, setFound] = useState<{ for: string; options: Option[] } | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  const location = useLocation();
  const query = text.trim();
  const options = found && found.for === query ? found.options : [];

  useEffect(() => {
    if (letters(query) < MIN_LETTERS) {
      setOpen(false);
      return;
    }
    const aborted = new AbortController();
    const timer = setTimeout(async () => {
      const res = await api("GET /api/product/suggest", { query: { q: query }, signal: aborted.signal });
      if (!res.ok || aborted.signal.aborted) return;
      setFound({ for: query, options: optionsOf(res.data) });
      setActive(-1);
      setOpen(document.activeElement === input.current);
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      aborted.abort();
    };
  }, [query, input]);

  function pick(option: Option) {
    setOpen(false);
    if (option.kind === "product") {
      navigate(`/product/${option.slug}`);
      return;
    }
    // The results page, narrowed to the category, keeping the search and every other filter.
    const params = new URLSearchParams(location.search);
    params.set("category", option.name);
    params.set("q", query);
    params.delete("page");
    navigate({ pathname: location.pathname, search: `?${params}` }, { preventScrollReset: true });
  }

  const shown = open && letters(query) >= MIN_LETTERS && found?.for === query;

  // The input is the combobox: its state is written on it, the list is named by it.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("role", "combobox");
    box.setAttribute("aria-autocomplete", "list");
    box.setAttribute("aria-controls", LIST_ID);
    box.setAttribute("aria-expanded", String(shown && options.length > 0));
    if (shown && active >= 0) box.setAttribute("aria-activedescendant", optionId(active));
    else box.removeAttribute("aria-activedescendant");
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!options.length) return;
        e.preventDefault();
        setOpen(true);
        const last = options.length - 1;
        setActive((i) => (e.key === "ArrowDown" ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
      } else if (e.key === "Enter" && shown && active >= 0 && options[active]) {
        e.preventDefault();
        pick(options[active]);
      } else if (e.key === "Escape" && shown) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onBlur = () => setOpen(false);
    const onFocus = () => setOpen(true);
    box.addEventListener("keydown", onKey);
    box.addEventListener("blur", onBlur);
    box.addEventListener("focus", onFocus);
    return () => {
      box.removeEventListener("keydown", onKey);
      box.removeEventListener("blur", onBlur);
      box.removeEventListener("focus", onFocus);
    };
  });

  return (
    <>
      <div id={LIST_ID} role="listbox" aria-label="Suggestions" className={s.list} hidden={!shown || options.length === 0}>
        {options.map((o, i) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works the list from the combobox's input, which keeps the focus
          <div
            key={`${o.kind}-${o.name}`}
            id={optionId(i)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className={s.option}
            // The input keeps the focus: a press chooses without blurring it first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(o)}
          >
            {o.kind === "category" ? (
              <>
                <span className={s.thumb} aria-hidden="true" />
                <span className={s.name}>{o.name}</span>
                <span className={s.note}>Category</span>
              </>
            ) : (
              <>
                <Thumb src={o.image} />
                <span className={s.name}>{o.name}</span>
                <span className={s.note}>{formatINR(rupeesToPaise(o.price))}</span>
              </>
            )}
          </div>
        ))}
      </div>
      <p className="sr-only" role="status">
        {shown ? (options.length ? `${options.length} suggestions` : "No suggestions") : ""}
      </p>
    </>
  );
}

function Thumb({ src }: { src: string }) {
  const set = src ? imageSet(src, THUMB_WIDTHS) : null;
  if (!src) return <span className={s.thumb} aria-hidden="true" />;
  return <img className={s.thumb} src={set ? set.fallback : src} alt="" width={40} height={50} loading="lazy" decoding="async" />;
}
