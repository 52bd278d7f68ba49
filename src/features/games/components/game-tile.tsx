import { t } from '@lingui/core/macro'
import { Link } from '@tanstack/react-router'
import { Gamepad2 } from 'lucide-react'
import { memo } from 'react'
import { notify } from '#src/ui/notify'
import { imageUrl } from '#src/lib/image-url'
import { readableTextColor } from '#src/lib/readable-text-color'
import { gameName, type GameTile as Game } from '../games-catalogue'

interface GameTileProps {
  game: Game
  locale: string
  isLoggedIn: boolean
  /** A tile of the first row: its picture is what the screen's largest paint waits for. */
  firstRow?: boolean
}

// The Element Timing API reports when the first row's pictures painted: the figure the largest
// paint is held to (bench/largest-paint.ts). Spread, as React's types do not list the attribute.
const FIRST_ROW_TIMING = { elementtiming: 'first-row' }

const tileClass =
  'group flex min-w-0 flex-col items-center gap-1.5 rounded-2xl p-1 text-center outline-none focus-visible:ring-4 focus-visible:ring-first/30'

/**
 * A catalogue tile: signed in it opens the detail; a visitor is asked to log in first (SPEC 2).
 * Memoized: a search keeps the games it still lists, and their tiles need not render again.
 */
export const GameTile = memo(function GameTile({
  game,
  locale,
  isLoggedIn,
  firstRow = false,
}: GameTileProps) {
  const body = <TileBody game={game} name={gameName(game, locale)} firstRow={firstRow} />
  if (isLoggedIn) {
    return (
      <Link to="/detail/$id/$type" params={{ id: game._id, type: game.kind }} className={tileClass}>
        {body}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={tileClass}
      onClick={() => notify.warning(t({ id: 'guard.logInFirst', message: 'ກະລຸນາເຂົ້າສູ່ລະບົບກ່ອນ' }))}
    >
      {body}
    </button>
  )
})

function TileBody({ game, name, firstRow }: { game: Game; name: string; firstRow: boolean }) {
  return (
    <>
      <span className="relative block aspect-square w-full overflow-hidden rounded-2xl bg-third shadow-sm ring-1 ring-slate-200 transition group-hover:-translate-y-0.5 group-hover:shadow-md">
        {game.imageProfile ? (
          <img
            src={imageUrl(game.imageProfile)}
            alt=""
            // The first row is fetched first; the rest waits until it nears the screen.
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : 'auto'}
            {...(firstRow ? FIRST_ROW_TIMING : {})}
            className="size-full object-cover"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-first">
            <Gamepad2 aria-hidden className="size-1/2" />
          </span>
        )}
        {game.badge ? (
          <span
            className="absolute end-1 top-1 rounded-full px-1.5 py-0.5 text-[10px] leading-none font-bold shadow-sm md:text-xs"
            style={{
              backgroundColor: game.badgeColor ?? undefined,
              color:
                game.badgeColor && game.badgeFontColor
                  ? readableTextColor(game.badgeColor, game.badgeFontColor)
                  : (game.badgeFontColor ?? undefined),
            }}
          >
            {game.badge}
          </span>
        ) : null}
      </span>
      <span className="w-full text-xs font-bold wrap-anywhere text-ink-strong md:text-sm">
        {name}
      </span>
    </>
  )
}
