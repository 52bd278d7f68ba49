import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

// PostgreSQL and Redis from Debian's packages (.ci/run installs them), each started on loopback in
// a temporary folder of its own and removed when stopped: nothing of the machine's is used.

export interface LocalService {
  url: string
  stop(): Promise<void>
}

export interface LocalPostgres extends LocalService {
  /** An empty database of its own on this server: its URL. */
  newDatabase(): Promise<string>
}

export interface LocalRedis extends LocalService {
  /** Stops the server but keeps its port: a Redis outage. */
  interrupt(): Promise<void>
  /** Starts it again on the same port, empty: the outage ends. */
  resume(): Promise<void>
}

const POSTGRES_BIN_ROOT = '/usr/lib/postgresql'
const INSTALL_HINT = 'apt-get install -y postgresql redis-server (bash .ci/run does it)'

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      )
    })
  })
}

function postgresBin(name: string): string {
  const versions = existsSync(POSTGRES_BIN_ROOT)
    ? readdirSync(POSTGRES_BIN_ROOT).sort((a, b) => Number(b) - Number(a))
    : []
  const bin = versions
    .map((version) => join(POSTGRES_BIN_ROOT, version, 'bin', name))
    .find(existsSync)
  if (!bin) throw new Error(`PostgreSQL's ${name} is not installed: ${INSTALL_HINT}`)
  return bin
}

// PostgreSQL refuses to run as root: as root (CI's containers), it runs as Debian's postgres user.
const asRoot = process.getuid?.() === 0

function runPostgresTool(bin: string, args: string[]): void {
  const command = asRoot ? 'runuser' : bin
  const fullArgs = asRoot ? ['-u', 'postgres', '--', bin, ...args] : args
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' })
  if (result.status !== 0) {
    throw new Error(`${bin} ${args[0] ?? ''} failed: ${result.stderr || result.stdout}`)
  }
}

/**
 * A PostgreSQL cluster of its own, tuned for tests (no fsync: a crash loses a cluster that is
 * thrown away anyway), reachable only on 127.0.0.1 with the `postgres` superuser.
 */
export async function startPostgres(): Promise<LocalPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-postgres-'))
  if (asRoot) chownSync(dir, postgresUid(), postgresGid())
  const data = join(dir, 'data')
  const port = await freePort()
  runPostgresTool(postgresBin('initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ])
  const settings = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ')
  const pgCtl = postgresBin('pg_ctl')
  runPostgresTool(pgCtl, ['-D', data, '-o', settings, '-l', join(dir, 'log'), '-w', 'start'])
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  let databases = 0
  return {
    url,
    async newDatabase() {
      databases += 1
      const name = `shop_${databases}`
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`create database ${name}`)
      } finally {
        await client.end()
      }
      return url.replace(/\/postgres$/, `/${name}`)
    },
    async stop() {
      runPostgresTool(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function postgresUid(): number {
  return Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
}

function postgresGid(): number {
  return Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
}

/** Resolves once something accepts connections on the port. */
async function untilListening(port: number, process: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (process.exitCode !== null) throw new Error(`redis-server exited (${process.exitCode})`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = new Socket()
      socket.once('connect', () => resolve(true))
      socket.once('error', () => resolve(false))
      socket.connect(port, '127.0.0.1')
    }).catch(() => false)
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`redis-server did not listen on ${port}`)
}

/** A Redis server of its own, in memory only (no snapshot, no log file), on 127.0.0.1. */
export async function startRedis(): Promise<LocalRedis> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error(`redis-server is not installed: ${INSTALL_HINT}`)
  }
  const dir = mkdtempSync(join(tmpdir(), 'shop-redis-'))
  const port = await freePort()
  let server: ChildProcess | undefined

  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: 'ignore' },
    )
    await untilListening(port, server)
  }
  const interrupt = async () => {
    const running = server
    server = undefined
    if (!running || running.exitCode !== null) return
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve())
      running.kill('SIGTERM')
    })
  }

  await start()
  return {
    url: `redis://127.0.0.1:${port}`,
    interrupt,
    resume: start,
    async stop() {
      await interrupt()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
