import type { Story } from '@ladle/react';
import { ExceptionPage } from '@/features/exception/ExceptionPage';
import { shows } from './story-shows';

export default { title: 'Pages / Exception' };

const home = () => undefined;

export const Forbidden403: Story = () => <ExceptionPage type={403} onHome={home} />;
shows(Forbidden403, { text: ['抱歉，你无权访问该页面'], roles: [{ role: 'heading', name: '403' }, { role: 'button', name: '返回首页' }] });
export const NotFound404: Story = () => <ExceptionPage type={404} onHome={home} />;
shows(NotFound404, { text: ['抱歉，你访问的页面不存在'], roles: [{ role: 'heading', name: '404' }, { role: 'button', name: '返回首页' }] });
export const ServerError500: Story = () => <ExceptionPage type={500} onHome={home} />;
shows(ServerError500, { text: ['抱歉，服务器出错了'], roles: [{ role: 'heading', name: '500' }, { role: 'button', name: '返回首页' }] });
