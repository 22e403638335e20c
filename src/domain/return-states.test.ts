import { describe, expect, it } from "vitest";
import {
  OPEN_RETURN_STATUSES,
  RETURN_STATUSES,
  RETURN_TRANSITIONS,
  consoleMoves,
  countsAgainstOrder,
  isReturnStatus,
  returnMoveRefusal,
  timelineSteps,
} from "./return-states";

const req = (status: string, kind: "return" | "exchange" = "return", inspection: "accepted" | "refused" | null = null) => ({
  status,
  kind,
  inspection,
});

describe("a return request's states", () => {
  it("names only its own statuses, each reached by some move", () => {
    const named = RETURN_TRANSITIONS.flatMap((t) => [...t.from, ...(t.to === "same" ? [] : [t.to])]);
    expect(named.every(isReturnStatus)).toBe(true);
    expect(new Set(named)).toEqual(new Set(RETURN_STATUSES));
  });

  it("keeps open the requests the merchant still has to act on", () => {
    expect(OPEN_RETURN_STATUSES).toEqual(["Return requested", "Approved", "Pickup scheduled", "Picked up", "Received", "Exchange shipped"]);
  });
});

describe("who may make each move, and when", () => {
  it.each<[ReturnType<typeof req>, string[]]>([
    [req("Return requested"), ["approve", "reject"]],
    [req("Approved"), ["schedule-pickup"]],
    [req("Pickup scheduled"), ["schedule-pickup", "picked-up", "receive"]],
    [req("Picked up"), ["receive"]],
    [req("Received", "return", "accepted"), ["refund"]],
    [req("Received", "exchange", "accepted"), ["ship-exchange"]],
    [req("Received", "return", "refused"), []],
    [req("Exchange shipped", "exchange", "accepted"), ["exchange-delivered"]],
    [req("Refunded", "return", "accepted"), []],
    [req("Rejected"), []],
  ])("the console on %j may %j", (r, moves) => {
    expect(consoleMoves(r)).toEqual(moves);
  });

  it("says why a move is refused", () => {
    expect(returnMoveRefusal(req("Received", "exchange", "accepted"), "refund", "console")).toBe("return");
    expect(returnMoveRefusal(req("Received", "return", "refused"), "refund", "console")).toBe("accepted");
    expect(returnMoveRefusal(req("Approved"), "refund", "console")).toBe("state");
    expect(returnMoveRefusal(req("Return requested"), "approve", "shopper")).toBe("state");
  });

  it("lets a rejected request or a refused item free the order's lines and its exchange", () => {
    expect(countsAgainstOrder(req("Rejected"))).toBe(false);
    expect(countsAgainstOrder(req("Received", "exchange", "refused"))).toBe(false);
    expect(countsAgainstOrder(req("Return requested"))).toBe(true);
    expect(countsAgainstOrder(req("Refunded", "return", "accepted"))).toBe(true);
  });
});

describe("the shopper's timeline", () => {
  it("ends with the refund for a return, the delivery for an exchange, and at the reason for a rejection", () => {
    expect(timelineSteps("return", "Approved")).toEqual(["Return requested", "Approved", "Pickup scheduled", "Picked up", "Received", "Refunded"]);
    expect(timelineSteps("exchange", "Approved").slice(-2)).toEqual(["Exchange shipped", "Exchange delivered"]);
    expect(timelineSteps("exchange", "Rejected")).toEqual(["Return requested", "Rejected"]);
  });
});
