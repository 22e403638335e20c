/**
 * Razorpay Checkout's display options: UPI first, as most Indian shoppers pay. On a phone the UPI
 * apps open by intent; on a desktop a QR code is shown to scan. The other methods follow.
 */
export function razorpayDisplayOptions(phone: boolean) {
  return {
    display: {
      blocks: {
        upi: { name: "Pay by UPI", instruments: [{ method: "upi", flows: phone ? ["intent", "collect"] : ["qr", "collect"] }] },
      },
      sequence: ["block.upi"],
      preferences: { show_default_blocks: true },
    },
  };
}
