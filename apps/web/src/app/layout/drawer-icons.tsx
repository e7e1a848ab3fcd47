import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBox from '@mui/icons-material/AccountBox';
import AddTask from '@mui/icons-material/AddTask';
import Assignment from '@mui/icons-material/Assignment';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Article from '@mui/icons-material/Article';
import Book from '@mui/icons-material/Book';
import Build from '@mui/icons-material/Build';
import Business from '@mui/icons-material/Business';
import Dashboard from '@mui/icons-material/Dashboard';
import EditNote from '@mui/icons-material/EditNote';
import History from '@mui/icons-material/History';
import Security from '@mui/icons-material/Security';
import UploadFile from '@mui/icons-material/UploadFile';
import Category from '@mui/icons-material/Category';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Event from '@mui/icons-material/Event';
import FormatQuote from '@mui/icons-material/FormatQuote';
import Flag from '@mui/icons-material/OutlinedFlag';
import VideoCall from '@mui/icons-material/VideoCallOutlined';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import Handshake from '@mui/icons-material/Handshake';
import Insights from '@mui/icons-material/Insights';
import LibraryBooks from '@mui/icons-material/LibraryBooks';
import Quiz from '@mui/icons-material/Quiz';
import Sell from '@mui/icons-material/Sell';
import ListAlt from '@mui/icons-material/ListAlt';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import MenuBook from '@mui/icons-material/MenuBook';
import Route from '@mui/icons-material/Route';
import School from '@mui/icons-material/School';
import SportsMartialArts from '@mui/icons-material/SportsMartialArts';
import SupervisorAccount from '@mui/icons-material/SupervisorAccount';
import Work from '@mui/icons-material/Work';
import WorkHistory from '@mui/icons-material/WorkHistory';
import PeopleAlt from '@mui/icons-material/PeopleAlt';
import GroupAdd from '@mui/icons-material/GroupAdd';
import type { SvgIconComponent } from '@mui/icons-material';
import type { DrawerIcon } from './drawer-entries';

export const DRAWER_ICONS: Record<DrawerIcon, SvgIconComponent> = {
  admin: AdminPanelSettings,
  adminDashboard: Insights,
  accounts: ManageAccounts,
  testimonials: FormatQuote,
  moderation: Flag,
  bulk: UploadFile,
  bulkProfiles: PeopleAlt,
  bulkEnrolments: GroupAdd,
  bulkMentors: SupervisorAccount,
  bulkPortfolios: School,
  adminAccess: Security,
  interventionEditAccess: EditNote,
  institutePermission: AccountBalance,
  auditTrail: History,
  catalogue: Category,
  bulkEnrollment: UploadFile,
  bulkProfileUpdation: UploadFile,
  bulkPortfolioUpdation: UploadFile,
  advisorBulkEnrollment: UploadFile,
  adminTestimonials: FormatQuote,
  createPayment: Sell,
  sessions: VideoCall,
  portfolio: AccountBox,
  dashboard: Dashboard,
  activities: Assignment,
  myActivities: ListAlt,
  createActivity: AddTask,
  quizzes: Quiz,
  questionBanks: LibraryBooks,
  projects: Build,
  events: Event,
  courses: School,
  quests: EmojiEvents,
  learningPaths: Route,
  jobs: Work,
  internships: WorkHistory,
  readings: MenuBook,
  books: Book,
  articles: Article,
  clubs: Groups,
  community: Forum,
  partners: Handshake,
  companies: Business,
  institutes: AccountBalance,
  ninja: SportsMartialArts,
  mentor: SupervisorAccount,
  institute: AccountBalance,
  company: Business,
};
