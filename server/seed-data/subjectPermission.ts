/**
 * Who may open the sport and art channels (seed 000 §2 "gated by a subject permission check",
 * ledger CORE-ROUTE-12..14, A-06). The spec does not show the rule; the stand-in keeps it as
 * data: every subject is open to everyone (visitors who are not signed in included) except
 * the denials listed here, so the demo accounts exercise both answers.
 */
export const SUBJECTS = ['sport', 'art'] as const;
export type Subject = (typeof SUBJECTS)[number];

/** User ids refused per subject. */
export const SUBJECT_DENIALS: Record<Subject, readonly string[]> = {
  // The social learner and the guest account see neither channel.
  sport: ['u-learner', 'u-guest'],
  // The minor may do sport but not open the art channel, so the two checks differ.
  art: ['u-learner', 'u-guest', 'u-minor'],
};
