// homestead._render: a picture drawn as SVG with its stresses, by app/render exactly as
// `homestead-cli render OUT.svg` draws it (a picture without positions laid out first). A module of
// its own, loaded only when a notebook draws (Picture._repr_svg_), so `import homestead` never
// loads Qt. Painting text needs a QGuiApplication: one is made on first use, on Qt's offscreen
// platform unless QT_QPA_PLATFORM names another, with Qt's messages kept off stderr.
#include "picture_object.h"

#include "picture_renderer.h"

#include "homestead/layout.h"

#include <QByteArray>
#include <QGuiApplication>
#include <QString>

#include <pybind11/pybind11.h>

#include <cstdlib>
#include <memory>
#include <string>

namespace homestead::python {
namespace {

void makeApplicationOnce() {
    if (QCoreApplication::instance()) return;
    if (!std::getenv("QT_QPA_PLATFORM")) setenv("QT_QPA_PLATFORM", "offscreen", 1);
    qInstallMessageHandler([](QtMsgType, const QMessageLogContext&, const QString&) {});
    static int argc = 1;
    static char program[] = "homestead";
    static char* argv[] = {program, nullptr};
    static auto application = std::make_unique<QGuiApplication>(argc, argv);
}

pybind11::bytes svgOf(const PicturePy& self) {
    Picture picture = self.picture();
    layoutPicture(picture);
    const auto artifact = PictureAnalysis::of(std::move(picture));
    makeApplicationOnce();
    QByteArray svg;
    QString error;
    if (!render::encodePicture(artifact->picture(), artifact->analysis(), QStringLiteral("picture.svg"), {}, &svg, &error))
        throw pybind11::value_error(error.toStdString());
    return pybind11::bytes(svg.constData(), static_cast<std::size_t>(svg.size()));
}

}  // namespace
}  // namespace homestead::python

PYBIND11_MODULE(_render, m) {
    m.doc() = "The SVG drawing of a homestead.Picture with its stresses (app/render, Qt).";
    m.def("svg", &homestead::python::svgOf, pybind11::arg("picture"),
          "The picture as SVG (bytes, UTF-8), drawn with its stresses as `homestead-cli render` draws it.");
}
