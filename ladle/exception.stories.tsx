import type { Story } from '@ladle/react';
import { ExceptionPage } from '@/features/exception/ExceptionPage';

export default { title: 'Pages / Exception' };

const home = () => undefined;

export const Forbidden403: Story = () => <ExceptionPage type={403} onHome={home} />;
export const NotFound404: Story = () => <ExceptionPage type={404} onHome={home} />;
export const ServerError500: Story = () => <ExceptionPage type={500} onHome={home} />;
