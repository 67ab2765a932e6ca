/** How close a guessed cell is to the answer's (design §3). */
export type FeedbackStatus = "exact" | "partial" | "near" | "wrong" | "unknown";
