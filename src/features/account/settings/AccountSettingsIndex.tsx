/** `account/settings/Index`: 个人设置 opens on 基本设置 (its own URL stays /account/settings). */
export { default } from './BaseSettingPage';
