/** The room holding every socket authenticated as one user. */
export const userRoom = (userId: string) => `user:${userId}`

/** The room holding every socket authenticated as an operator (role ADMIN). */
export const ADMINS_ROOM = 'admins'
