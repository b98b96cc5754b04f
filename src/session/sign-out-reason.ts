/**
 * Why the console last sent the user back to the login page on its own (not by 退出登录), so the
 * login page can say it instead of silently showing the form again. It stays until the next
 * login attempt clears it.
 */
let reason: string | null = null;

export function setSignOutReason(message: string): void {
  reason = message;
}

export function getSignOutReason(): string | null {
  return reason;
}

export function clearSignOutReason(): void {
  reason = null;
}
