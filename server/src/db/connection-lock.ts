/**
 * PGlite is one connection: a transaction must own it from BEGIN to COMMIT, or another request's
 * queries would run inside it. This lock hands the connection to one holder at a time, in order.
 */
export class ConnectionLock {
  #held = false
  #waiting: (() => void)[] = []

  constructor(private readonly waitLimitMs: number) {}

  async acquire(): Promise<void> {
    if (!this.#held) {
      this.#held = true
      return
    }
    await new Promise<void>((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer)
        resolve()
      }
      // A query on `db` made while the same request holds a transaction waits for itself forever;
      // failing loudly names the mistake instead of hanging the server.
      const timer = setTimeout(() => {
        this.#waiting = this.#waiting.filter((waiter) => waiter !== grant)
        reject(
          new Error(
            `Waited ${this.waitLimitMs} ms for the database connection. Inside a transaction, ` +
              'run every query on the transaction object (trx), not on db.',
          ),
        )
      }, this.waitLimitMs)
      timer.unref()
      this.#waiting.push(grant)
    })
  }

  release(): void {
    const next = this.#waiting.shift()
    if (next) next()
    else this.#held = false
  }
}
