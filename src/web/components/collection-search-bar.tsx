import { type ComponentType, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { SEARCH_MAX_LENGTH } from "../../domain/catalog";
import { FILTER_FORM_ID } from "./collection-filters";
import { SearchIcon } from "./icons";
import ui from "./ui.module.css";
import s from "./collection-search-bar.module.css";
import type { SearchSuggestions } from "./search-suggestions";

const TYPING_DELAY_MS = 300;

type Suggestions = typeof SearchSuggestions extends ComponentType<infer P> ? ComponentType<P> : never;

interface Props {
  value: string;
  /** Runs the search; replace keeps typing out of the history. */
  onSearch(text: string): void;
  clearHref: string;
  closeHref: string;
}

/**
 * Part of the filter form (form attribute), so Enter without JavaScript keeps every filter. One
 * control closes the bar; clearing is a word, not a second ×, and the browser's own × is hidden.
 */
export function CollectionSearchBar({ value, onSearch, clearHref, closeHref }: Props) {
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The suggestions' code is fetched the first time the box is used (decision 260).
  const [suggestions, setSuggestions] = useState<{ Box: Suggestions } | null>(null);
  const loadSuggestions = () => {
    if (!suggestions) import("./search-suggestions").then((m) => setSuggestions({ Box: m.SearchSuggestions }));
  };
  // Follow the URL (Back, Clear), but not the trimmed echo of what is being typed.
  useEffect(() => setText((t) => (t.trim() === value ? t : value)), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: an empty box takes the focus once, on arrival
  useEffect(() => {
    if (!value) input.current?.focus();
  }, []);

  return (
    <div className={s.searchBar} role="search">
      <SearchIcon />
      <label htmlFor="collection-search" className="sr-only">
        Search products
      </label>
      <input
        ref={input}
        id="collection-search"
        type="search"
        name="q"
        form={FILTER_FORM_ID}
        placeholder="Search"
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        value={text}
        onFocus={loadSuggestions}
        onChange={(e) => {
          loadSuggestions();
          const next = e.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => onSearch(next), TYPING_DELAY_MS);
        }}
      />
      {suggestions && <suggestions.Box input={input} text={text} />}
      {text && (
        <Link
          to={clearHref}
          className={`${ui.linkBtn} ${s.searchClear}`}
          aria-label="Clear search"
          preventScrollReset
          onClick={() => {
            clearTimeout(timer.current);
            setText("");
          }}
        >
          Clear
        </Link>
      )}
      <Link
        to={closeHref}
        className={`${ui.btn} ${ui.btnOutline} ${s.searchClose}`}
        aria-label="Close search"
        preventScrollReset
        onClick={() => clearTimeout(timer.current)}
      >
        Close
      </Link>
    </div>
  );
}
