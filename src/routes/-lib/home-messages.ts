import { msg } from '@lingui/core/macro'

/** The home page's title when its category has no meta title (page heading and head). */
export const HOME_TITLE = msg`Gartenwerk – garden furniture for decades`
export const HOME_DESCRIPTION = msg`Teak, aluminium and rope garden furniture made to last: lounge sets, dining tables, chairs and loungers. Advice in our showroom, free shipping in the EU and Switzerland.`
