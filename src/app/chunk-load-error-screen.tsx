import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import {
  classifyChunkLoadError,
  reportChunkLoadError,
  type ChunkLoadErrorType,
} from '../lib/chunk-load-error'
import { ErrorScreen } from './error-screen'

// React may mount a boundary's fallback twice (StrictMode, a retry): each failure is reported once.
const reportedErrors = new WeakSet<Error>()

/** A route's code could not be downloaded: only a reload can fetch it (or its newer version). */
export function ChunkLoadErrorScreen({ error }: { error: Error }) {
  const [type, setType] = useState<ChunkLoadErrorType | null>(null)

  useEffect(() => {
    let mounted = true
    void classifyChunkLoadError(error).then((report) => {
      if (!reportedErrors.has(error)) {
        reportedErrors.add(error)
        reportChunkLoadError(report)
      }
      if (mounted) setType(report.type)
    })
    return () => {
      mounted = false
    }
  }, [error])

  return <ErrorScreen message={<ChunkLoadMessage type={type} />} />
}

function ChunkLoadMessage({ type }: { type: ChunkLoadErrorType | null }) {
  switch (type) {
    case 'missing':
      return <Trans id="error.chunkMissing">ມີເວີຊັນໃໝ່ຂອງຮ້ານແລ້ວ. ກະລຸນາໂຫຼດໜ້າໃໝ່ເພື່ອສືບຕໍ່.</Trans>
    case 'timeout':
      return <Trans id="error.chunkTimeout">ການເຊື່ອມຕໍ່ຊ້າເກີນໄປ. ກະລຸນາກວດເບິ່ງອິນເຕີເນັດ ແລ້ວໂຫຼດໜ້າໃໝ່.</Trans>
    default:
      return <Trans id="error.chunkOther">ໂຫຼດບາງສ່ວນຂອງໜ້ານີ້ບໍ່ສຳເລັດ. ກະລຸນາໂຫຼດໜ້າໃໝ່.</Trans>
  }
}
