import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useT } from '../../lib/i18n/i18n.ts';
import { LocaleSwitch } from '../locale-switch.tsx';
import { ThemeToggle } from '../theme-toggle.tsx';
import { NavLinks } from './nav-links.tsx';
import type { NavEntry, NavGroup } from './navigation.ts';

type MenuDrawerProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  groups: NavGroup[];
  current: NavEntry | null;
};

/** The phone's main menu: every destination of the area, the language and the theme, from the side. */
export function MenuDrawer({ isOpen, onOpenChange, groups, current }: MenuDrawerProps) {
  const t = useT();
  return (
    <ModalOverlay className="drawer-overlay" isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className="drawer">
        <Dialog className="drawer-dialog">
          {({ close }) => (
            <>
              <header className="drawer-header">
                <Heading slot="title" className="drawer-title">
                  {t('NavMenu')}
                </Heading>
                <Button className="icon-button" aria-label={t('Close')} onPress={close}>
                  <span aria-hidden="true">×</span>
                </Button>
              </header>
              <nav aria-label={t('MainNavigation')} className="side-nav drawer-nav">
                <NavLinks groups={groups} current={current} />
              </nav>
              <div className="drawer-tools">
                <LocaleSwitch />
                <ThemeToggle />
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
