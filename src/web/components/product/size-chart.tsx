import { useEffect, useRef } from "react";
import { CloseIcon } from "../icons";
import s from "./size-chart.module.css";
import ui from "../ui.module.css";

/** Garment measurements in centimetres (chest is the full round, length from the shoulder). */
const ADULT = [
  ["S", 106, 69],
  ["M", 112, 71],
  ["L", 118, 73],
  ["XL", 124, 75],
  ["XXL", 130, 77],
] as const;
const KIDS = [
  ["2-4 yr", 60, 42],
  ["4-6 yr", 66, 46],
  ["6-8 yr", 72, 50],
  ["8-12 yr", 80, 56],
] as const;

const inches = (cm: number) => (Math.round((cm / 2.54) * 2) / 2).toFixed(1);

export function SizeChart({ kids, onClose }: { kids: boolean; onClose(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  const rows = kids ? KIDS : ADULT;
  return (
    <dialog ref={ref} className={ui.modal} aria-labelledby="size-chart-title" onClose={onClose}>
      <div className={ui.modalHead}>
        <h2 id="size-chart-title">Size chart</h2>
        <button type="button" className={ui.iconBtn} aria-label="Close size chart" onClick={() => ref.current?.close()}>
          <CloseIcon />
        </button>
      </div>
      <p className={ui.muted}>Garment measurements. For the oversized look, take your usual size.</p>
      <table className={s.sizeTable}>
        <thead>
          <tr>
            <th scope="col">Size</th>
            <th scope="col">Chest (cm)</th>
            <th scope="col">Chest (in)</th>
            <th scope="col">Length (cm)</th>
            <th scope="col">Length (in)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([size, chest, length]) => (
            <tr key={size}>
              <th scope="row">{size}</th>
              <td>{chest}</td>
              <td>{inches(chest)}</td>
              <td>{length}</td>
              <td>{inches(length)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </dialog>
  );
}
