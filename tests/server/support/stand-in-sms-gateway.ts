import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyBaseLogger } from 'fastify'

export interface GatewayRequest {
  authorization: string | undefined
  contentType: string | undefined
  body: unknown
}

/** What the stand-in does with a request: answer this status, or never answer. */
export type GatewayAnswer = number | 'hang'

export interface StandInSmsGateway {
  url: string
  received: GatewayRequest[]
  /** Answers for the next requests, in order; once used up, every request gets 200. */
  answerWith(...answers: GatewayAnswer[]): void
  /** Forgets what it received and the answers not given yet. */
  reset(): void
  /** Resolves with the first message (after those already seen) that reaches the gateway. */
  nextMessage(): Promise<GatewayRequest>
  close(): Promise<void>
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** A tiny SMS gateway on 127.0.0.1 that records what it is sent, as a real one would receive it. */
export async function startStandInSmsGateway(): Promise<StandInSmsGateway> {
  const received: GatewayRequest[] = []
  const answers: GatewayAnswer[] = []
  const accepted: GatewayRequest[] = []
  const waiting: ((request: GatewayRequest) => void)[] = []
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const answer = answers.shift() ?? 200
      const entry: GatewayRequest = {
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: JSON.parse(text) as unknown,
      }
      received.push(entry)
      if (answer === 'hang') return
      response.writeHead(answer, { 'content-type': 'application/json' }).end('{"echo":"ignored"}')
      if (answer === 200) {
        accepted.push(entry)
        waiting.shift()?.(entry)
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  let consumed = 0
  return {
    url: `http://127.0.0.1:${port}/sms/send`,
    received,
    answerWith: (...next) => void answers.push(...next),
    reset() {
      received.length = 0
      answers.length = 0
    },
    nextMessage() {
      const already = accepted[consumed]
      consumed += 1
      return already ? Promise.resolve(already) : new Promise((resolve) => waiting.push(resolve))
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A real (pino) logger whose lines are kept, to check what a log would have said. */
export function recordingLogger(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = []
  const { log } = Fastify({
    logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
  })
  return { log, lines }
}
