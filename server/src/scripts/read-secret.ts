import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { ScriptError } from './script-error.ts'

/**
 * A secret typed on the terminal, not echoed: the prompt is written, then the output is muted
 * while the line is read.
 */
function askHidden(prompt: string): Promise<string> {
  let muted = false
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk)
      done()
    },
  })
  const terminal = createInterface({ input: process.stdin, output, terminal: true })
  return new Promise((resolve) => {
    terminal.question(prompt, (answer) => {
      terminal.close()
      process.stdout.write('\n')
      resolve(answer)
    })
    muted = true
  })
}

/** The first line of standard input, for scripts and tests that pipe the secret in. */
async function firstLineOfStdin(): Promise<string> {
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}

/**
 * Reads a password: asked twice on a terminal (a typo would lock the operator out), read from
 * stdin when it is not a terminal.
 */
export async function readPassword(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) return firstLineOfStdin()
  const password = await askHidden(`${prompt}: `)
  const again = await askHidden('Again, to be sure: ')
  if (password !== again) throw new ScriptError('The two passwords differ')
  return password
}
