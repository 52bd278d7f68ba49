import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { profilePictureMachine } from '#machines/profile-picture.machine.ts'
import { walkMachinePaths } from '../../tooling/model-paths.ts'
import { PICKED, profilePictureModel } from '../../tooling/machine-models/profile-picture-model.ts'

describe('profilePictureMachine, model-based', () => {
  it('walks the chart of machines/profile-picture.machine.ts, with fakes for its requests only', () => {
    // .provide() keeps the machine's own config: the model cannot walk a copy of the chart.
    expect(profilePictureModel().machine.config).toBe(profilePictureMachine.config)
  })

  it('walks every transition on a live actor', async () => {
    const walk = await walkMachinePaths(profilePictureModel())

    expect(walk.coverage.covered).toEqual(walk.coverage.transitions.map((t) => t.id))
    const descriptions = walk.paths.map((path) => path.description)
    // Uploaded, then saved; and a cancel halfway leaves the picture as it was.
    expect(descriptions).toContainEqual(
      expect.stringContaining(
        'uploading --upload.stored--> saving --xstate.done.actor.savePicture--> saved',
      ),
    )
    expect(descriptions).toContainEqual(expect.stringContaining('uploading --user.cancel--> idle'))
  })

  it('says why at every refused pick, one after another too', () => {
    const actor = createActor(profilePictureModel().machine).start()
    const notices: unknown[] = []
    actor.on('picture.failed', ({ errorCode }) => notices.push(errorCode))

    actor.send({ type: 'user.pick', file: PICKED.document })
    actor.send({ type: 'user.pick', file: PICKED.document })
    actor.send({ type: 'user.pick', file: PICKED.huge })

    expect(notices).toEqual(['NOT_AN_IMAGE', 'NOT_AN_IMAGE', 'IMAGE_TOO_LARGE'])
    expect(actor.getSnapshot().value).toBe('failed')
  })
})
