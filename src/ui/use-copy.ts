import { toasts } from './notify'

/** What a copy tells the customer, in the words of the screen that offers it. */
interface CopyNotices {
  copied: string
  failed: string
}

/**
 * A copy to the clipboard that tells the customer whether it worked. The clipboard exists only on
 * secure origins (https or localhost): elsewhere the copy fails and says so.
 */
export function useCopy({ copied, failed }: CopyNotices): (text: string) => Promise<void> {
  return (text) =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => toasts.success(copied),
        () => toasts.error(failed),
      )
}
