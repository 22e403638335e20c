import { useEffect, useLayoutEffect, useRef, useState, type PointerEvent } from "react";
import type { Route } from "./+types/scratch";
import { SCRATCH_REVEAL_RATIO, SCRATCH_SIZE } from "../../../domain/constants";
import * as MESSAGES from "../../../domain/messages";
import { loaderMeta } from "../../lib/loader-meta";
import { pageMeta } from "../../lib/seo";
import ui from "../../components/ui.module.css";
import s from "./scratch.module.css";
import content from "./content.module.css";

export const loader = ({ context }: Route.LoaderArgs) => ({
  meta: pageMeta({ path: "/scratch", publicUrl: context.config.publicUrl }),
});

const BRUSH = 18;

/** Share of the card's pixels scratched clear (alpha 0), sampling every 4th pixel. */
function clearedRatio(ctx: CanvasRenderingContext2D): number {
  const { data } = ctx.getImageData(0, 0, SCRATCH_SIZE, SCRATCH_SIZE);
  let clear = 0;
  let total = 0;
  for (let i = 3; i < data.length; i += 16) {
    total++;
    if (data[i] === 0) clear++;
  }
  return clear / total;
}

export default function Scratch() {
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [revealed, setRevealed] = useState(false);
  // Set while a stroke has scratched and its release is awaited, wherever the stroke began: a
  // press on the card's rounded corner or beside it never reaches the canvas, yet its sweep does.
  const awaiting = useRef<(() => void) | null>(null);
  useEffect(() => () => awaiting.current?.(), []);

  // Painted in the commit that mounts the canvas: a stroke that arrives while the page hydrates
  // must find the card covered, or an empty canvas would count as scratched clear.
  useLayoutEffect(() => {
    const ctx = canvas.current?.getContext("2d", { willReadFrequently: true });
    if (!ctx) return;
    const g = ctx.createLinearGradient(0, 0, SCRATCH_SIZE, SCRATCH_SIZE);
    g.addColorStop(0, "#9a9a9a");
    g.addColorStop(1, "#c9c9c9");
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, SCRATCH_SIZE, SCRATCH_SIZE);
    ctx.fillStyle = "#151515";
    ctx.font = "bold 22px system-ui, sans-serif";
    ctx.textAlign = "center";
    ctx.fillText("SCRATCH HERE", SCRATCH_SIZE / 2, SCRATCH_SIZE / 2 + 8);
  }, []);

  function point(e: PointerEvent<HTMLCanvasElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) * SCRATCH_SIZE) / rect.width, y: ((e.clientY - rect.top) * SCRATCH_SIZE) / rect.height };
  }

  function scratch(e: PointerEvent<HTMLCanvasElement>) {
    const ctx = canvas.current?.getContext("2d", { willReadFrequently: true });
    if (!ctx || revealed) return;
    const p = point(e);
    ctx.globalCompositeOperation = "destination-out";
    ctx.lineWidth = BRUSH * 2;
    ctx.lineCap = "round";
    ctx.beginPath();
    ctx.moveTo(last.current?.x ?? p.x, last.current?.y ?? p.y);
    ctx.lineTo(p.x, p.y);
    ctx.stroke();
    last.current = p;
    awaitRelease();
  }

  /** Checks the card once the stroke that scratched it ends, on release or cancel, on the card or off it. */
  function awaitRelease() {
    if (awaiting.current) return;
    const end = () => {
      stop();
      check();
    };
    const stop = () => {
      window.removeEventListener("pointerup", end);
      window.removeEventListener("pointercancel", end);
      awaiting.current = null;
    };
    window.addEventListener("pointerup", end);
    window.addEventListener("pointercancel", end);
    awaiting.current = stop;
  }

  function check() {
    last.current = null;
    const ctx = canvas.current?.getContext("2d", { willReadFrequently: true });
    if (ctx && clearedRatio(ctx) > SCRATCH_REVEAL_RATIO) setRevealed(true);
  }

  return (
    <div className={`${ui.container} ${content.contentPage} ${content.center}`}>
      <h1>Scratch &amp; Win</h1>
      <p>{MESSAGES.scratchHint}</p>
      <div className={s.scratchCard} style={{ width: SCRATCH_SIZE, height: SCRATCH_SIZE }}>
        <div className={s.scratchPrize} aria-hidden={!revealed}>
          <span aria-hidden="true">🎁</span>
          <strong>FLAT10</strong>
          <span>10% off your cart</span>
        </div>
        {!revealed && (
          <canvas
            ref={canvas}
            width={SCRATCH_SIZE}
            height={SCRATCH_SIZE}
            aria-label="Scratch card"
            role="img"
            onPointerDown={(e) => {
              e.currentTarget.setPointerCapture(e.pointerId);
              scratch(e);
            }}
            onPointerMove={(e) => {
              if (e.buttons > 0 || e.pointerType === "touch") scratch(e);
              else last.current = null;
            }}
          />
        )}
      </div>
      <div role="status" className={s.scratchResult}>
        {revealed && <p className={s.win}>{MESSAGES.scratchWin} Use code FLAT10 at checkout.</p>}
      </div>
      {!revealed && (
        <button type="button" className={`${ui.btn} ${ui.btnOutline}`} onClick={() => setRevealed(true)}>
          {MESSAGES.scratchReveal}
        </button>
      )}
    </div>
  );
}

export const meta: Route.MetaFunction = loaderMeta;
