// The bar above the canvas that says the picture's file was changed or removed on disk by someone
// else (disk_file_watch.h), and offers Reload (the file as it is now replaces the drawing) or Keep
// mine (the drawing stays; Save then asks before it writes over the other version). It says which
// file and what happened, and nothing else; it goes when either button is pressed, or when the file
// is opened or saved again.
//
//   FileChangedBar bar;  column->insertWidget(column->indexOf(view), &bar);
//   bar.showChange(QStringLiteral("door.json"), false);  // "door.json was changed on disk …"
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

namespace homestead::gui {

class FileChangedBar : public QWidget {
    Q_OBJECT
public:
    explicit FileChangedBar(QWidget* parent = nullptr);

    // Shows the bar for the file `name` (shown as it is: elide it first), changed or `removed`.
    void showChange(const QString& name, bool removed);
    // Reload is offered only when allowed (not during a game of Play) and the file is there.
    void setReloadAllowed(bool allowed);
    QString text() const;
    QPushButton* reloadButton() const { return reload_; }
    QPushButton* keepButton() const { return keep_; }

signals:
    void reloadRequested();
    void keepRequested();

private:
    QLabel* label_;
    QPushButton* reload_;
    QPushButton* keep_;
    bool removed_ = false;
    bool reloadAllowed_ = true;
};

}  // namespace homestead::gui
