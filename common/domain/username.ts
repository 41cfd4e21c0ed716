/** Usernames: 3 to 32 letters, digits, '.', '_' or '-' (no '@', so none looks like an e-mail). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const USERNAME_TEXT =
  "Username must be 3 to 32 characters: letters, numbers, '.', '_' or '-'.";
