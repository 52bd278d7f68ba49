import { Trans, useLingui } from '@lingui/react/macro'
import { ImageUp } from 'lucide-react'
import { useRef } from 'react'
import type { components } from '#contract/schema'
import { imageUrl } from '#src/lib/image-url'
import { PictureFileInput } from '#src/ui/form/picture-file-input'
import { usePrizePicture } from '../use-prize-picture'

type Prize = components['schemas']['Prize']

/** The pictures of this month's prizes for ranks 1 to 3, each replaced by an upload. */
export function PrizePictures({ month, prizes }: { month: string; prizes: Prize[] }) {
  return (
    <>
      <p className="text-sm">
        <Trans id="desk.prizes.hint">ຮູບລາງວັນຂອງເດືອນ {month}. ຮູບທີ່ເລືອກຈະໃຊ້ຕໍ່ໄປຈົນກວ່າຈະປ່ຽນ.</Trans>
      </p>
      <ul className="grid gap-3 sm:grid-cols-3">
        {prizes.map((prize) => (
          <PrizeCard key={prize.rank} prize={prize} />
        ))}
      </ul>
    </>
  )
}

function PrizeCard({ prize }: { prize: Prize }) {
  const { t } = useLingui()
  const picture = usePrizePicture(prize.rank)
  const input = useRef<HTMLInputElement>(null)
  const rank = prize.rank

  return (
    <li className="flex flex-col items-center gap-3 rounded-3xl bg-white p-4 text-center shadow-sm">
      <h2 className="font-bold text-ink-strong">
        <Trans id="desk.prizes.rank">ອັນດັບ {rank}</Trans>
      </h2>
      <img
        src={imageUrl(prize.image)}
        alt={t({ id: 'desk.prizes.alt', message: `ຮູບລາງວັນອັນດັບ ${rank}` })}
        width={128}
        height={128}
        className="size-32 rounded-2xl object-cover"
      />
      <p className="text-xs">
        {prize.chosen ? (
          <Trans id="desk.prizes.chosen">ຮູບທີ່ແອັດມິນເລືອກ</Trans>
        ) : (
          <Trans id="desk.prizes.default">ຮູບເລີ່ມຕົ້ນຂອງຮ້ານ</Trans>
        )}
      </p>
      {picture.percent !== null ? (
        <progress
          max={100}
          value={picture.percent}
          aria-label={t({ id: 'desk.prizes.uploading', message: 'ກຳລັງອັບໂຫຼດຮູບ' })}
          className="w-full"
        />
      ) : null}
      <button
        type="button"
        disabled={picture.percent !== null}
        onClick={() => input.current?.click()}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-third px-4 text-sm font-bold text-ink-strong hover:bg-slate-200 disabled:opacity-60"
      >
        <ImageUp aria-hidden className="size-4" />
        <Trans id="desk.prizes.change">ປ່ຽນຮູບ</Trans>
      </button>
      <PictureFileInput
        ref={input}
        label={t({ id: 'desk.prizes.fileLabel', message: `ເລືອກຮູບລາງວັນອັນດັບ ${rank}` })}
        onPick={picture.pick}
      />
    </li>
  )
}
