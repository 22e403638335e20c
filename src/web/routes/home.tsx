import { useCallback, useState } from "react";
import { data } from "react-router";
import type { Route } from "./+types/home";
import { FestiveOverlay } from "../components/home/festive-overlay";
import { HeroSlider } from "../components/home/hero-slider";
import {
  BannerTiles,
  BrandHero,
  OfferCarousel,
  PolicyStrip,
  ProductStrip,
  Showcase,
  Testimonials,
  TrendToTradition,
} from "../components/home/home-sections";
import * as MESSAGES from "../../domain/messages";
import { homeDescription, pageMeta } from "../lib/seo";
import { useRecordVisit } from "../lib/visits";
import s from "./home.module.css";

export async function loader({ context, params }: Route.LoaderArgs) {
  const home = await context.pages.homeSections();
  // The same module answers every address the store does not have (routes.ts): home, as the spec
  // says, but with a 404 and a line saying so, so that browsers, crawlers and links see the miss.
  const unknown = "*" in params;
  const page = {
    unknown,
    hoodies: home.hoodies,
    sweatshirts: home.sweatshirts,
    showcase: home.showcase,
    offers: home.offers.map(({ image, alt, slug }) => ({ image, alt, slug })),
    testimonials: home.testimonials,
    hero: home.hero,
    publicUrl: context.config.publicUrl,
    meta: pageMeta({
      path: "/",
      publicUrl: context.config.publicUrl,
      description: homeDescription(context.config.policy),
      image: "/images/demo/hero/hero-1-desktop-1920.jpg",
      noindex: unknown,
    }),
  };
  return data(page, { status: unknown ? 404 : 200 });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  useRecordVisit("Home");
  // Carousels wait while the greeting covers them, so the first slide is what a visitor sees.
  // A visitor who followed a wrong link is told so first: no greeting covers the line that says it.
  const [festive, setFestive] = useState(!loaderData.unknown);
  const festiveClosed = useCallback(() => setFestive(false), []);
  return (
    <div className={s.home}>
      {loaderData.unknown && <p className={s.notFound}>{MESSAGES.pageNotFoundLine}</p>}
      <HeroSlider hold={festive} />
      <BannerTiles />
      <BrandHero copy={loaderData.hero} />
      <ProductStrip id="hoodies" title="Hoodies" products={loaderData.hoodies} seeAll="/collection?category=Hoodies" />
      <ProductStrip id="sweatshirts" title="Sweatshirts" products={loaderData.sweatshirts} seeAll="/collection?category=Sweatshirts" />
      <Showcase products={loaderData.showcase} />
      <OfferCarousel offers={loaderData.offers} hold={festive} />
      <Testimonials items={loaderData.testimonials} />
      <TrendToTradition />
      <PolicyStrip />
      {!loaderData.unknown && <FestiveOverlay onClosed={festiveClosed} />}
    </div>
  );
}

export const meta: Route.MetaFunction = ({ data }) => {
  const names = data ? [...data.showcase, ...data.hoodies, ...data.sweatshirts].map((p) => p.name) : [];
  return [
    ...(data?.meta ?? []),
    { name: "keywords", content: ["oversized t-shirts", "hoodies", "sweatshirts", "streetwear India", ...names].join(", ") },
  ];
};
