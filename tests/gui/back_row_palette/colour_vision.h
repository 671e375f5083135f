// Colour vision for the palette tests: a colour as a normal, protanope, deuteranope or tritanope eye
// sees it (Machado, Oliveira & Fernandes 2009, severity 1.0, applied to linear sRGB), in CIE L*a*b*
// (D65), and the CIEDE2000 difference of two colours. ΔE2000 ≈ 2 is barely visible side by side;
// 10 and more is a difference one names.
//
//   for (Vision v : kVisions) worst = std::min(worst, seenDifference(a, b, v));
#pragma once

#include <QColor>

#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

namespace palettetest {

enum class Vision { Normal, Protanope, Deuteranope, Tritanope };
inline constexpr std::array<Vision, 4> kVisions{Vision::Normal, Vision::Protanope, Vision::Deuteranope, Vision::Tritanope};

inline const char* visionName(Vision v) {
    switch (v) {
    case Vision::Normal: return "normal";
    case Vision::Protanope: return "protanope";
    case Vision::Deuteranope: return "deuteranope";
    case Vision::Tritanope: return "tritanope";
    }
    return "?";
}

using Matrix = std::array<std::array<double, 3>, 3>;

inline const Matrix& simulation(Vision v) {
    static const Matrix normal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    static const Matrix protan{{{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
    static const Matrix deutan{{{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
    static const Matrix tritan{{{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};
    switch (v) {
    case Vision::Protanope: return protan;
    case Vision::Deuteranope: return deutan;
    case Vision::Tritanope: return tritan;
    default: return normal;
    }
}

inline double linear(int channel) {
    const double c = channel / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

struct Lab {
    double L, a, b;
};

// `c` as `v` sees it, in L*a*b*.
inline Lab seen(const QColor& c, Vision v) {
    const std::array<double, 3> rgb{linear(c.red()), linear(c.green()), linear(c.blue())};
    const Matrix& m = simulation(v);
    std::array<double, 3> s{};
    for (int i = 0; i < 3; ++i) s[i] = std::clamp(m[i][0] * rgb[0] + m[i][1] * rgb[1] + m[i][2] * rgb[2], 0.0, 1.0);
    const double X = 0.4124564 * s[0] + 0.3575761 * s[1] + 0.1804375 * s[2];
    const double Y = 0.2126729 * s[0] + 0.7151522 * s[1] + 0.0721750 * s[2];
    const double Z = 0.0193339 * s[0] + 0.1191920 * s[1] + 0.9503041 * s[2];
    auto f = [](double t) { return t > 216.0 / 24389 ? std::cbrt(t) : (24389.0 / 27 * t + 16) / 116; };
    const double fx = f(X / 0.95047), fy = f(Y / 1.0), fz = f(Z / 1.08883);
    return {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
}

inline double degrees(double r) { return r * 180 / std::numbers::pi; }
inline double radians(double d) { return d * std::numbers::pi / 180; }

// CIEDE2000 (Sharma, Wu & Dalal 2005).
inline double deltaE2000(const Lab& x, const Lab& y) {
    const double C1 = std::hypot(x.a, x.b), C2 = std::hypot(y.a, y.b), Cb = (C1 + C2) / 2;
    const double G = 0.5 * (1 - std::sqrt(std::pow(Cb, 7) / (std::pow(Cb, 7) + std::pow(25.0, 7))));
    const double a1 = (1 + G) * x.a, a2 = (1 + G) * y.a;
    const double C1p = std::hypot(a1, x.b), C2p = std::hypot(a2, y.b);
    auto hue = [](double b, double a) {
        if (a == 0 && b == 0) return 0.0;
        const double h = degrees(std::atan2(b, a));
        return h < 0 ? h + 360 : h;
    };
    const double h1 = hue(x.b, a1), h2 = hue(y.b, a2);
    const double dL = y.L - x.L, dC = C2p - C1p;
    double dh = 0;
    if (C1p * C2p != 0) {
        dh = h2 - h1;
        if (dh > 180) dh -= 360;
        else if (dh < -180) dh += 360;
    }
    const double dH = 2 * std::sqrt(C1p * C2p) * std::sin(radians(dh / 2));
    const double Lbp = (x.L + y.L) / 2, Cbp = (C1p + C2p) / 2;
    double hbp = h1 + h2;
    if (C1p * C2p != 0) hbp = std::abs(h1 - h2) <= 180 ? (h1 + h2) / 2 : (h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2);
    const double T = 1 - 0.17 * std::cos(radians(hbp - 30)) + 0.24 * std::cos(radians(2 * hbp)) + 0.32 * std::cos(radians(3 * hbp + 6)) -
                     0.20 * std::cos(radians(4 * hbp - 63));
    const double dTheta = 30 * std::exp(-std::pow((hbp - 275) / 25, 2));
    const double RC = 2 * std::sqrt(std::pow(Cbp, 7) / (std::pow(Cbp, 7) + std::pow(25.0, 7)));
    const double SL = 1 + 0.015 * std::pow(Lbp - 50, 2) / std::sqrt(20 + std::pow(Lbp - 50, 2));
    const double SC = 1 + 0.045 * Cbp, SH = 1 + 0.015 * Cbp * T;
    const double RT = -std::sin(radians(2 * dTheta)) * RC;
    return std::sqrt(std::pow(dL / SL, 2) + std::pow(dC / SC, 2) + std::pow(dH / SH, 2) + RT * (dC / SC) * (dH / SH));
}

// How different `a` and `b` look to `v`.
inline double seenDifference(const QColor& a, const QColor& b, Vision v) { return deltaE2000(seen(a, v), seen(b, v)); }

// WCAG's contrast ratio of `c` against white.
inline double contrastOnWhite(const QColor& c) {
    const double Y = 0.2126 * linear(c.red()) + 0.7152 * linear(c.green()) + 0.0722 * linear(c.blue());
    return 1.05 / (Y + 0.05);
}

}  // namespace palettetest
