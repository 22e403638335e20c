/** The outbox keeps the invitation without its link: the links table holds only the link's hash, and so does the outbox. */
const LINK_NOT_KEPT = "[sent by email, not kept]";

const inviteText = (url: string) =>
  `Hello,\n\nYou are invited to run the Dhaaga shop. Choose your password within 24 hours:\n${url}\n\nIf you did not expect this, ignore this mail.\n`;

/** The invitation mail: its text with the link, and the text the outbox keeps once it is sent. */
export const invitationMail = (link: string) => ({
  subject: "Your Dhaaga console invitation",
  text: inviteText(link),
  redactedText: inviteText(LINK_NOT_KEPT),
});
