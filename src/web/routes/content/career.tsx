import type { Route } from "./+types/career";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import s from "./career.module.css";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/career", publicUrl: context.config.publicUrl }),
});

const OPENINGS = [
  {
    title: "Graphic Designer (Apparel)",
    place: "Pune, on site",
    kind: "Full-time",
    about: "Design prints and drops from idea to print-ready file. Portfolio required.",
  },
  {
    title: "Store Associate, FC Road",
    place: "Pune, on site",
    kind: "Full-time, shifts",
    about: "Help shoppers find their fit, handle billing and keep the store looking sharp.",
  },
  {
    title: "Customer Support Executive",
    place: "Pune or remote",
    kind: "Full-time",
    about: "Answer queries by email, chat and phone in English and Hindi or Marathi.",
  },
  {
    title: "Warehouse & Dispatch Intern",
    place: "Pune, on site",
    kind: "6 months, paid",
    about: "Pick, pack and quality-check orders; learn how an apparel brand ships.",
  },
];

export default function Career() {
  return (
    <div className={`${ui.container} ${content.contentPage}`}>
      <h1>Careers at Dhaaga</h1>
      <p>
        We are a small team in Pune that designs, prints and ships streetwear across India. We value craft, kindness to customers and getting things
        done. All roles are open to everyone; we pay on time and fairly.
      </p>
      <h2>Open roles</h2>
      <ul className={s.openings} role="list">
        {OPENINGS.map((o) => (
          <li key={o.title} className={s.opening}>
            <h3>{o.title}</h3>
            <p className={ui.muted}>
              {o.place} · {o.kind}
            </p>
            <p>{o.about}</p>
            <a href={`mailto:careers@dhaaga.in?subject=${encodeURIComponent(`Application: ${o.title}`)}`}>Apply by email</a>
          </li>
        ))}
      </ul>
      <p>
        Don't see your role? Write to <a href="mailto:careers@dhaaga.in">careers@dhaaga.in</a> with what you'd like to do.
      </p>
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
