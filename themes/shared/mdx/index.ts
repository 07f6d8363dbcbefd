import { Icon } from '../icon.js';
import { Accordion, AccordionGroup, Expandable } from './accordion.js';
import { calloutComponents } from './callouts.js';
import { Card, CardGroup, Tile } from './cards.js';
import { ParamField, ResponseField } from './fields.js';
import { CodeBlock, Column } from './code-block.js';
import { Color } from './color.js';
import { GitHub } from './github-repo.js';
import { Latex } from './latex.js';
import { Badge, Frame, Mermaid, Tooltip, Update } from './misc.js';
import { Step, Steps } from './steps.js';
import { CodeGroup, Panel, RequestExample, ResponseExample, Tab, Tabs } from './tabs.js';
import { Tree } from './tree.js';
import { Prompt } from './prompt.js';
import { View } from './view.js';
import { Visibility } from './visibility.js';

/**
 * Mintlify-compatible MDX components shared by every theme, by the name pages use.
 * Each renders complete semantic HTML server-side; tabs and code groups are enhanced
 * by src/client/tabs.ts. Styles: themes/shared/styles/components.css and code.css.
 */
export const mdxComponents = {
  ...calloutComponents,
  Card,
  CardGroup,
  Columns: CardGroup,
  Tile,
  Tabs,
  Tab,
  CodeGroup,
  RequestExample,
  ResponseExample,
  Panel,
  Steps,
  Step,
  Accordion,
  AccordionGroup,
  Expandable,
  ParamField,
  ResponseField,
  Frame,
  Icon,
  Tooltip,
  Update,
  Badge,
  Tree,
  Mermaid,
  Latex,
  Prompt,
  View,
  Visibility,
  Color,
  Column,
  CodeBlock,
  GitHub,
};

export { Icon, IconLibraryContext } from '../icon.js';
