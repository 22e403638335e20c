import { useNavigation } from "react-router";
import * as MESSAGES from "../../domain/messages";
import s from "./navigation-status.module.css";

/** The spec's 'Loading...' while a product page is on its way after a click. */
export function NavigationStatus() {
  const navigation = useNavigation();
  const toProduct = navigation.state === "loading" && navigation.location.pathname.startsWith("/product/");
  return (
    <div className={s.navStatus} role="status" aria-live="polite">
      {toProduct ? <span className={s.navStatusBar}>{MESSAGES.loading}</span> : null}
    </div>
  );
}
