/**
 * The pictures of the QA console in docs/charts/ (`npm run qa:screenshots` takes them), with what
 * each shows: the charts' index page and the README show them.
 */
export const CONSOLE_SCREENSHOTS = [
  {
    file: 'console-path.png',
    caption: 'A path of the recharge plan stepped on the chart, with its last results',
  },
  {
    file: 'console-transition.png',
    caption:
      'A transition picked: the tests that took it, and the arrows coloured by who took them',
  },
  {
    file: 'console-folded.png',
    caption: 'The phone card machine with its waiting state folded into one box',
  },
] as const
