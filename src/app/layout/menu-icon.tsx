import type { SvgIconComponent } from '@mui/icons-material';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import MessageOutlined from '@mui/icons-material/MessageOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import WebOutlined from '@mui/icons-material/WebOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

/**
 * Menu icons are server data (free-form names from the Vue/antd era or MUI names). Only this
 * fixed set is bundled; anything else falls back to a neutral icon rather than loading all icons.
 */
const ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardOutlined,
  home: HomeOutlined,
  setting: SettingsOutlined,
  settings: SettingsOutlined,
  user: PersonOutline,
  team: PeopleOutline,
  people: PeopleOutline,
  apartment: AccountTreeOutlined,
  cluster: AccountTreeOutlined,
  tree: AccountTreeOutlined,
  article: ArticleOutlined,
  'file-text': ArticleOutlined,
  notification: CampaignOutlined,
  sound: CampaignOutlined,
  campaign: CampaignOutlined,
  monitor: MonitorHeartOutlined,
  'fund-projection-screen': MonitorHeartOutlined,
  link: LinkOutlined,
  picture: ImageOutlined,
  image: ImageOutlined,
  audit: FactCheckOutlined,
  'safety-certificate': FactCheckOutlined,
  deployment: AltRouteOutlined,
  workflow: AltRouteOutlined,
  folder: FolderOutlined,
  message: MessageOutlined,
  mail: MessageOutlined,
  schedule: ScheduleOutlined,
  clock: ScheduleOutlined,
  book: MenuBookOutlined,
  experiment: ScienceOutlined,
  global: OpenInNewOutlined,
  web: WebOutlined,
  appstore: CategoryOutlined,
  category: CategoryOutlined,
};

export function MenuIcon({ name, fontSize = 'small' }: { name?: string | null; fontSize?: 'small' | 'medium' | 'inherit' }) {
  const key = (name ?? '').trim().toLowerCase().replace(/outlined$|-o$/, '').replace(/_/g, '-');
  const Icon = ICONS[key] ?? ICONS[key.replace(/s$/, '')] ?? DescriptionOutlined;
  return <Icon fontSize={fontSize} />;
}
