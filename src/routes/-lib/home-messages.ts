import { msg } from '@lingui/core/macro'

/** The home page's title when its category has no meta title (page heading and head). */
export const HOME_TITLE = msg`Gartenwerk – garden furniture for decades`
