// What the layout (chart-layout.ts, in the server) leaves room for and the page (chart-view.ts)
// draws in that room: one number for both.

/** A state box's title line, above the lines of the transitions that stay in it. */
export const TITLE_HEIGHT = 34
/** One line of a transition that stays in its state (`↻ event`). */
export const STAY_LINE_HEIGHT = 18
