// The example pictures of the Examples menu (and `homestead --list-examples`): every picture file
// (*.json that reads as a picture) in the example folders, titled by its picture title (else its
// file name), sorted by title. The folders, first found first: share/homestead/pictures beside the
// program (an installed homestead: PREFIX/bin/homestead finds PREFIX/share/homestead/pictures),
// homestead/pictures in each XDG data folder (~/.local/share, /usr/share, …: a user can add their
// own), and last the copies built into the program (:/pictures), so a homestead run from its build
// folder has them too. A file name seen in an earlier folder hides the same name in later ones, so
// an installed picture takes the place of its built-in copy. A file that is not a picture is left out.
//
//   for (const ExamplePicture& e : examplePictures(exampleFolders())) menu->addAction(e.title);
#pragma once

#include <QString>
#include <QStringList>

#include <vector>

namespace homestead::gui {

struct ExamplePicture {
    QString title;  // the picture's title (a built-in one in the window's language), or its file's base name when it has none
    QString path;   // a file path or a resource path (":/pictures/door.json")
};

// The folders above that exist, in order.
QStringList exampleFolders();

// The pictures in `folders` (earlier folders hide the same file names in later ones), by title.
std::vector<ExamplePicture> examplePictures(const QStringList& folders);

}  // namespace homestead::gui
